import type { PartnerPeopleCsvReport, StaffPartnerCompanies } from '@autohub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';
import { jsonAnswer as json, staffSession } from '../../test/session-fixture';

const SESSION = staffSession({
  id: 'desk-1',
  name: 'Mesa de empresas',
  email: 'desk@example.com',
  roles: ['lead_queue_manager'],
});

/** The desk's api: the session, the market's partners, and an import that rejects line 3. */
function mockDeskApi(market: 'BR' | 'AR', rejectedMessage: string) {
  const settings = mockSettingsApi();
  const sent: { url: string; body: unknown }[] = [];
  const partners: StaffPartnerCompanies = {
    market,
    companies: [
      {
        code: market === 'BR' ? 'ACME' : 'TRAMA',
        name: market === 'BR' ? 'Acme Autopeças S.A.' : 'Trama Logística S.A.',
        active: true,
        people: 3,
        approvers: [],
      },
    ],
  };
  const report: PartnerPeopleCsvReport = {
    companyCode: partners.companies[0]!.code,
    received: 2,
    inserted: 1,
    updated: 0,
    rejected: [{ line: 3, code: 'document_invalid', message: rejectedMessage }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/session') return json(200, SESSION);
      if (url.pathname === '/api/staff/b2e/partners') {
        return url.searchParams.get('market') === market
          ? json(200, partners)
          : json(400, { code: 'x', message: 'x' });
      }
      if (url.pathname.endsWith('/people/import')) {
        sent.push({ url: url.pathname, body: JSON.parse(String(init?.body)) });
        return json(200, report);
      }
      return settings(input);
    }),
  );
  return sent;
}

describe('the employee program desk', () => {
  it('asks for the file before sending, then imports it and lists the rejected row in a table', async () => {
    const sent = mockDeskApi('BR', 'Documento inválido (CPF no Brasil)');
    await renderApp('/pt-BR/fiat/staff/employee-program');
    await screen.findByRole('heading', { level: 1, name: 'Programa de colaboradores: empresas parceiras' });
    expect(await screen.findByRole('combobox', { name: 'Empresa parceira' })).toHaveValue('ACME');

    await userEvent.click(screen.getByRole('button', { name: 'Importar lista' }));
    const input = screen.getByLabelText('Arquivo CSV da empresa');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Escolha o arquivo CSV da lista')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const csv =
      'employeeCode;document;name;email\n1;529.982.247-25;Ana;ana@acme.example\n2;1;Bia;bia@acme.example';
    await userEvent.upload(input, new File([csv], 'lista.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Importar lista' }));
    const table = await screen.findByRole('table', {
      name: 'Linhas rejeitadas na importação de Acme Autopeças S.A.',
    });
    expect(sent).toEqual([{ url: '/api/staff/b2e/partners/ACME/people/import', body: { csv } }]);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('3');
    expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('Documento inválido (CPF no Brasil)');
    expect(screen.getByTestId('import-summary')).toHaveTextContent(
      '2 linhas lidas, 1 incluídas, 0 atualizadas, 1 rejeitadas',
    );
  });

  it("shows the Argentine market's partners and the report in Spanish", async () => {
    mockDeskApi('AR', 'Documento inválido (DNI o CUIL en la Argentina)');
    await renderApp('/es-AR/fiat/staff/employee-program');
    expect(await screen.findByRole('combobox', { name: 'Empresa asociada' })).toHaveValue('TRAMA');
    await userEvent.upload(
      screen.getByLabelText('Archivo CSV de la empresa'),
      new File(['employeeCode;document\n1;2'], 'lista.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Importar lista' }));
    const table = await screen.findByRole('table', {
      name: 'Líneas rechazadas en la importación de Trama Logística S.A.',
    });
    expect(within(table).getByRole('cell')).toHaveTextContent(
      'Documento inválido (DNI o CUIL en la Argentina)',
    );
    expect(screen.getByTestId('import-summary')).toHaveTextContent('1 agregadas');
  });
});
