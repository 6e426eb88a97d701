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

describe('the lead form on the form kit', () => {
  beforeEach(() => {
    mockSettingsApi();
  });

  it('says in Portuguese what is missing, beside each field, and takes the buyer to the first one', async () => {
    await renderApp('/pt-BR/fiat/lead');
    await screen.findByRole('heading', { level: 1, name: 'Fale com uma concessionária' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const name = screen.getByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(name)).toContain(message('name_required', 'pt-BR'));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Celular com DDD' }))).toContain(
      message('mobile_phone_required', 'pt-BR'),
    );
    expect(screen.getByText('Confira os campos destacados.')).toBeInTheDocument();
  });

  it('says it in Spanish on the Argentine page, and a corrected field loses its message', async () => {
    await renderApp('/es-AR/fiat/lead');
    await screen.findByRole('heading', { level: 1, name: 'Contactá a un concesionario' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(descriptionOf(name)).toContain(message('name_required', 'es-AR')));
    await userEvent.type(name, 'Lucía Fernández');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByText('Revisá los campos marcados.')).toBeInTheDocument();
  });
});
