import { UserDataStepFields, postalCodeLookupFields } from '@autohub/contract';
import { message } from '@autohub/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-client';
import { MaskedField, TextField } from './fields';
import { FieldGroup, Form, useContractForm } from './form';
import { applyApiErrors } from './api-errors';

interface Values {
  name: string;
  cpf: string;
  phone: string;
}

/** A form of the kit on the user-data step's contract schema; `save` answers like the api. */
function PersonalData({ save }: { save: (values: UserDataStepFields) => Promise<void> }) {
  const form = useContractForm<Values, UserDataStepFields>(UserDataStepFields, {
    defaultValues: { name: '', cpf: '', phone: '' },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await save(values);
        } catch (error) {
          applyApiErrors(form, error, 'pt-BR');
        }
      }}
    >
      <TextField name="name" label="Nome" />
      <MaskedField name="cpf" label="CPF" mask="cpf" />
      <TextField name="phone" label="Celular" hint="Com DDD" type="tel" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

/** Renders a form on a brand's page of a locale (the kit reads the page's locale). */
function renderOnPage(element: ReactElement, locale: 'pt-BR' | 'es-AR' = 'pt-BR') {
  render(
    <MemoryRouter initialEntries={[`/fiat/${locale}`]}>
      <Routes>
        <Route path="/:brand/:locale" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

function renderAt(locale: 'pt-BR' | 'es-AR', save: (values: UserDataStepFields) => Promise<void> = async () => {}) {
  renderOnPage(<PersonalData save={save} />, locale);
}

/** The text that assistive technology reads with a field: its description's elements. */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('form kit', () => {
  it('shows the domain message of a schema error under its field, in pt-BR', async () => {
    const user = userEvent.setup();
    renderAt('pt-BR');
    await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
    await user.type(screen.getByLabelText('CPF'), '11111111111');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const cpf = await screen.findByLabelText('CPF');
    expect(await screen.findByText(message('cpf_invalid', 'pt-BR'))).toBeVisible();
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(cpf)).toContain(message('cpf_invalid', 'pt-BR'));
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
  });

  it('speaks the page locale: the same empty name says it in es-AR', async () => {
    const user = userEvent.setup();
    renderAt('es-AR');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const name = screen.getByLabelText('Nome');
    expect(await screen.findByText(message('name_required', 'es-AR'))).toBeVisible();
    expect(message('name_required', 'es-AR')).not.toBe(message('name_required', 'pt-BR'));
    expect(descriptionOf(name)).toBe(message('name_required', 'es-AR'));
  });

  it('focuses the first invalid field on submit', async () => {
    const user = userEvent.setup();
    renderAt('pt-BR');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(message('name_required', 'pt-BR'));
    expect(screen.getByLabelText('Nome')).toHaveFocus();

    await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(message('cpf_invalid', 'pt-BR'));
    expect(screen.getByLabelText('CPF')).toHaveFocus();
  });

  it('puts the problems the api answers under their fields and focuses the first', async () => {
    const user = userEvent.setup();
    const saved: UserDataStepFields[] = [];
    renderAt('pt-BR', async (values) => {
      saved.push(values);
      throw new ApiError(400, 'validation_error', 'Dados inválidos', [
        { path: 'body.phone', code: 'phone_invalid', message: 'phone refused' },
        { path: 'body.unknownField', message: 'Não reconhecido' },
      ]);
    });
    await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Celular'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const phone = screen.getByLabelText('Celular');
    expect(await screen.findByText(message('phone_invalid', 'pt-BR'))).toBeVisible();
    expect(saved).toEqual([{ name: 'Maria Souza', cpf: '529.982.247-25', phone: '11987654321' }]);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(phone)).toContain(message('phone_invalid', 'pt-BR'));
    expect(descriptionOf(phone)).toContain('Com DDD');
    expect(phone).toHaveFocus();
  });

  describe('a field group inside a form', () => {
    /** An outer form holding a postal-code search panel of its own, as the lead form holds the dealer search. */
    function Outer({ send, search }: { send: () => void; search: (postalCode: string) => void }) {
      const outer = useContractForm<Values, UserDataStepFields>(UserDataStepFields, {
        defaultValues: { name: '', cpf: '', phone: '' },
      });
      const panel = useContractForm<{ postalCode: string }>(postalCodeLookupFields('BR'), {
        defaultValues: { postalCode: '' },
      });
      const find = ({ postalCode }: { postalCode: string }) => search(postalCode);
      return (
        <Form form={outer} onSubmit={send}>
          <TextField name="name" label="Nome" />
          <FieldGroup form={panel} onSubmit={find}>
            <MaskedField name="postalCode" label="CEP" mask="postalCode" />
            <button type="button" onClick={() => void panel.handleSubmit(find)()}>
              Buscar
            </button>
          </FieldGroup>
          <button type="submit">Enviar</button>
        </Form>
      );
    }

    function renderOuter(send: () => void, search: (postalCode: string) => void) {
      renderOnPage(<Outer send={send} search={search} />);
    }

    it('renders no form of its own and sends itself, not the outer form, on Enter', async () => {
      const user = userEvent.setup();
      const sent: string[] = [];
      const searched: string[] = [];
      renderOuter(
        () => sent.push('outer'),
        (postalCode) => searched.push(postalCode),
      );
      expect(document.querySelectorAll('form')).toHaveLength(1);
      await user.type(screen.getByLabelText('CEP'), '01310100{Enter}');
      await vi.waitFor(() => expect(searched).toEqual(['01310-100']));
      expect(sent).toEqual([]);
      expect(screen.queryByText(message('name_required', 'pt-BR'))).toBeNull();
    });

    it('names its own problems under its field and focuses it', async () => {
      const user = userEvent.setup();
      const searched: string[] = [];
      renderOuter(
        () => undefined,
        (postalCode) => searched.push(postalCode),
      );
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      expect(await screen.findByText(message('cep_required', 'pt-BR'))).toBeVisible();
      const postalCode = screen.getByLabelText('CEP');
      expect(postalCode).toHaveFocus();
      expect(postalCode).toHaveAttribute('aria-invalid', 'true');
      await user.type(postalCode, '123{Enter}');
      expect(await screen.findByText(message('cep_invalid', 'pt-BR'))).toBeVisible();
      expect(searched).toEqual([]);
      expect(screen.queryByText(message('name_required', 'pt-BR'))).toBeNull();
    });

    it('leaves the outer form its own submit and problems', async () => {
      const user = userEvent.setup();
      const searched: string[] = [];
      renderOuter(
        () => undefined,
        (postalCode) => searched.push(postalCode),
      );
      await user.type(screen.getByLabelText('Nome'), '{Enter}');
      expect(await screen.findByText(message('name_required', 'pt-BR'))).toBeVisible();
      expect(screen.queryByText(message('cep_required', 'pt-BR'))).toBeNull();
      expect(searched).toEqual([]);
    });
  });

  describe('a schema given as a loader (a form on the first screen of a page)', () => {
    interface Lookup {
      postalCode: string;
    }

    function Lookup({ load, found }: { load: () => void; found: (postalCode: string) => void }) {
      const form = useContractForm<Lookup>(
        () => {
          load();
          return Promise.resolve(postalCodeLookupFields('BR'));
        },
        {
          defaultValues: { postalCode: '' },
          // A problem of the form's own, without words: the domain message of its code.
          extra: ({ postalCode }) => (postalCode === '00000-000' ? [{ path: 'postalCode', code: 'cep_invalid' }] : []),
        },
      );
      return (
        <Form form={form} onSubmit={({ postalCode }) => found(postalCode)}>
          <MaskedField name="postalCode" label="CEP" mask="postalCode" />
          <button type="submit">Buscar</button>
        </Form>
      );
    }

    function renderLookup(load: () => void, found: (postalCode: string) => void) {
      renderOnPage(<Lookup load={load} found={found} />);
    }

    it('loads the schema on the first check only, and checks and lays out as an eager one', async () => {
      const user = userEvent.setup();
      const load = vi.fn();
      const found: string[] = [];
      renderLookup(load, (postalCode) => found.push(postalCode));
      expect(load).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      expect(await screen.findByText(message('cep_required', 'pt-BR'))).toBeVisible();
      expect(load).toHaveBeenCalled();
      const postalCode = screen.getByLabelText('CEP');
      await user.type(postalCode, '00000000');
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      expect(await screen.findByText(message('cep_invalid', 'pt-BR'))).toBeVisible();
      await user.clear(postalCode);
      await user.type(postalCode, '01310100');
      await waitFor(() => expect(postalCode).toHaveValue('01310-100'));
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      await waitFor(() => expect(found).toEqual(['01310-100']));
    });
  });
});
