import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';

/**
 * The staff and dealer desks a visitor opens signed out: a sign-in button described by a sentence
 * saying whose account the page needs, in the page's language.
 */
const DESKS = [
  {
    page: 'staff/rental',
    'pt-BR': 'Entre com a conta da equipe de locação para analisar as propostas.',
    'es-AR': 'Ingresá con la cuenta del equipo de alquiler para analizar las propuestas.',
  },
  {
    page: 'staff/settings',
    'pt-BR': 'Entre com sua conta da equipe para continuar.',
    'es-AR': 'Ingresá con tu cuenta del equipo para continuar.',
  },
] as const;

describe('sign-in prompt of a desk', () => {
  for (const desk of DESKS) {
    for (const [locale, button] of [
      ['pt-BR', 'Entrar'],
      ['es-AR', 'Ingresar'],
    ] as const) {
      // The first address of the file compiles the desk's screens, slow on a busy machine.
      it(`${locale} /${desk.page}: the button says whose account, in a sentence`, { timeout: 30_000 }, async () => {
        mockSettingsApi();
        await renderApp(`/${locale}/fiat/${desk.page}`);
        const signIn = await screen.findByRole('link', { name: button }, { timeout: 15_000 });
        expect(signIn).toHaveAccessibleDescription(desk[locale]);
        expect(signIn.getAttribute('href')).toContain(`returnTo=${encodeURIComponent(`/${locale}/fiat/${desk.page}`)}`);
      });
    }
  }
});
