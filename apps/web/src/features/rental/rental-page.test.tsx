import { message } from '@autohub/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';

/** The text read with a field: the elements that describe it. */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('the rental form on the form kit', () => {
  beforeEach(() => {
    mockSettingsApi();
  });

  it('says in Portuguese what is missing beside each field and takes the company to the first one', async () => {
    await renderApp('/pt-BR/fiat/rental');
    const submit = await screen.findByRole('button', { name: 'Enviar solicitação' });
    await userEvent.click(submit);
    const company = screen.getByRole('textbox', { name: 'Razão social' });
    await waitFor(() => expect(company).toHaveFocus());
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(company)).toContain(message('field_required', 'pt-BR'));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'CNPJ' }))).toContain(
      message('cnpj_invalid', 'pt-BR'),
    );
    expect(descriptionOf(screen.getByRole('checkbox', { name: /termos de uso/ }))).toContain(
      message('checkbox_required', 'pt-BR'),
    );
    expect(screen.getByText('Confira os campos destacados.')).toBeInTheDocument();
  });

  it('asks an Argentine company for its CUIT, in Spanish', async () => {
    await renderApp('/es-AR/fiat/rental');
    const submit = await screen.findByRole('button', { name: 'Enviar pedido' });
    const cuit = screen.getByRole('textbox', { name: 'CUIT' });
    await userEvent.type(cuit, '11222333000181');
    await userEvent.click(submit);
    await waitFor(() => expect(descriptionOf(cuit)).toContain(message('cuit_invalid', 'es-AR')));
    await userEvent.clear(cuit);
    await userEvent.type(cuit, '30712345671');
    await userEvent.click(submit);
    await waitFor(() => expect(cuit).not.toHaveAttribute('aria-invalid'));
  });
});
