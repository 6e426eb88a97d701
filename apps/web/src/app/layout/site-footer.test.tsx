import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';
import { appRoutes } from '../routes';
import { FOOTER_LEGAL_LINKS, footerGroups } from './site-footer';

const model = { code: '52A', name: 'Pulse', category: 'suv', color: '#a6192e', startingPrice: null };

/** The links of a part of the page as a person reads them: name and address. */
function linksIn(element: HTMLElement): string[] {
  return within(element)
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

/** The footer's groups as a person reads them: each heading with its links' names and addresses. */
function groupsOf(footer: HTMLElement, navName: string) {
  const nav = within(footer).getByRole('navigation', { name: navName });
  return within(nav)
    .getAllByRole('list')
    .map((list) => ({
      // The group's heading (a row that opens, on a phone) comes right before its links.
      title: list.previousElementSibling?.textContent ?? null,
      links: linksIn(list),
    }));
}

describe('site footer', () => {
  const width = window.innerWidth;
  afterEach(() => {
    window.innerWidth = width;
  });

  describe('in Brazil', () => {
    beforeEach(() => {
      mockSettingsApi(() => ({ chatBotEnabled: true, currentCarModels: [model] }));
    });

    it('groups the brand pages under four headings, the WhatsApp bot included, and the legal links after them', async () => {
      await renderApp('/pt-BR/fiat');
      await screen.findByRole('heading', { level: 1, name: 'Fiat' });
      const footer = screen.getByRole('contentinfo');
      expect(groupsOf(footer, 'Links do site')).toEqual([
        {
          title: 'Modelos e compra',
          links: [
            'Monte seu carro /pt-BR/fiat/builder',
            'Comparar modelos /pt-BR/fiat/compare/52A',
            'Financiamento /pt-BR/fiat/financing',
            'Simulador de financiamento /pt-BR/fiat/financing/calculator',
            'Reserva online /pt-BR/fiat/reservation',
          ],
        },
        {
          title: 'Serviços',
          links: [
            'Test drive /pt-BR/fiat/test-drive',
            'Concessionárias /pt-BR/fiat/dealers',
            'Preços de revisão /pt-BR/fiat/services',
            'Recall /pt-BR/fiat/recalls',
            'Avaliações /pt-BR/fiat/ratings',
          ],
        },
        {
          title: 'Empresas e programas',
          links: [
            'Locação para empresas /pt-BR/fiat/rental',
            'Compra para colaboradores /pt-BR/fiat/employee-purchase',
            'Clube de descontos /pt-BR/fiat/discount-club',
          ],
        },
        {
          title: 'Atendimento',
          links: [
            'Fale conosco /pt-BR/fiat/contact',
            'Atendimento por WhatsApp /pt-BR/fiat/whatsapp',
            'Minha conta /pt-BR/fiat/account',
            'Minha garagem /pt-BR/fiat/garage',
          ],
        },
      ]);
      const legal = within(footer).getByRole('navigation', { name: 'Informações legais' });
      expect(linksIn(legal)).toEqual([
        'Aviso de privacidade /pt-BR/fiat/privacy',
        'Termos de uso /pt-BR/fiat/terms',
        'Meus dados pessoais /pt-BR/fiat/account#account-privacy',
      ]);
      expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Fiat. Todos os direitos reservados.`);
      expect(footer).toHaveTextContent('Brasil');
    });
  });

  describe('in Argentina', () => {
    beforeEach(() => {
      mockSettingsApi(() => ({ chatBotEnabled: false, currentCarModels: [] }));
    });

    it('names the groups in Spanish and leaves out what the brand cannot offer there', async () => {
      await renderApp('/es-AR/peugeot');
      await screen.findByRole('heading', { level: 1, name: 'Peugeot' });
      const footer = screen.getByRole('contentinfo');
      const groups = groupsOf(footer, 'Enlaces del sitio');
      expect(groups.map((group) => group.title)).toEqual([
        'Modelos y compra',
        'Servicios',
        'Empresas y programas',
        'Atención al cliente',
      ]);
      // No model in the line-up: nothing to compare. No messaging bot: no WhatsApp link.
      expect(groups[0]?.links).toEqual([
        'Armá tu auto /es-AR/peugeot/builder',
        'Financiación /es-AR/peugeot/financing',
        'Simulador de financiación /es-AR/peugeot/financing/calculator',
        'Reserva online /es-AR/peugeot/reservation',
      ]);
      expect(groups[1]?.links).toContain('Precios de service /es-AR/peugeot/services');
      expect(groups[3]?.links).toEqual([
        'Contacto /es-AR/peugeot/contact',
        'Mi cuenta /es-AR/peugeot/account',
        'Mi garaje /es-AR/peugeot/garage',
      ]);
      const legal = within(footer).getByRole('navigation', { name: 'Información legal' });
      expect(linksIn(legal)).toEqual([
        'Aviso de privacidad /es-AR/peugeot/privacy',
        'Términos de uso /es-AR/peugeot/terms',
        'Mis datos personales /es-AR/peugeot/account#account-privacy',
      ]);
      expect(footer).toHaveTextContent('Todos los derechos reservados.');
      expect(footer).toHaveTextContent('Argentina');
    });

    it('folds each group into a row that opens on a phone', async () => {
      window.innerWidth = 375;
      const user = userEvent.setup();
      await renderApp('/es-AR/peugeot');
      await screen.findByRole('heading', { level: 1, name: 'Peugeot' });
      const footer = screen.getByRole('contentinfo');
      const services = within(footer).getByText('Servicios', { selector: 'summary' });
      const group = services.closest('details') as HTMLDetailsElement;
      expect(group.open).toBe(false);
      await user.click(services);
      expect(group.open).toBe(true);
      expect(within(group).getByRole('link', { name: 'Test drive' })).toHaveAttribute(
        'href',
        '/es-AR/peugeot/test-drive',
      );
      // The legal links stay in sight, outside the folded groups.
      expect(within(footer).getByRole('link', { name: 'Aviso de privacidad' }).closest('details')).toBeNull();
    });
  });

  it('links only to pages of the brand layout, in both markets', () => {
    for (const settings of [
      { chatBotEnabled: true, currentCarModels: [model] },
      { chatBotEnabled: false, currentCarModels: [] },
    ]) {
      const paths = [...footerGroups(settings).flatMap((group) => group.links), ...FOOTER_LEGAL_LINKS].map(
        (link) => link.path.split('#')[0] ?? '',
      );
      for (const locale of ['pt-BR', 'es-AR']) {
        for (const path of paths) {
          const matched = (matchRoutes(appRoutes, `/${locale}/jeep/${path}`) ?? []).map((match) => match.route.id);
          expect(matched, path).toContain('brand');
          expect(matched, path).not.toContain('brand-not-found');
        }
      }
    }
  });
});
