import type { StaffRentalProposalList } from '@autohub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';
import { jsonAnswer as json, staffSession } from '../../test/session-fixture';

const SESSION = staffSession({
  id: 'desk-1',
  name: 'Mesa de locação',
  email: 'locacao@example.com',
  roles: ['lead_queue_manager'],
});

const CODE = 'RL-202611-ABCDEF';
const now = new Date().toISOString();
const LIST: StaffRentalProposalList = {
  proposals: [
    {
      proposalCode: CODE,
      productId: null,
      brand: 'fiat',
      status: 'FINANCIAL_ANALYSIS_IN_PROGRESS',
      statusLabel: 'Análise financeira em andamento',
      companyName: 'Transportes Lima Ltda',
      vehicleType: 'PICKUP',
      vehicleAmount: 12,
      createdAt: now,
      updatedAt: now,
      viewFlags: { details: true, featuredItems: false, documentsPending: true },
      featuredItems: [],
      timeline: [],
      email: 'frota@example.com',
      contactName: 'Marina Lima',
      companyTaxIdHint: '•••181',
      next: [],
    },
  ],
};

/** The desk's api: the session, one proposal, and an upload that is recorded. */
function mockDeskApi() {
  const settings = mockSettingsApi();
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/session') return json(200, SESSION);
      if (url.pathname === '/api/staff/rental/proposals') return json(200, LIST);
      if (url.pathname.endsWith('/documents')) {
        sent.push(JSON.parse(String(init?.body)));
        return json(200, { proposalCode: CODE, count: 1, totalBytes: 14, files: [] });
      }
      return settings(input);
    }),
  );
  return sent;
}

describe("the rental lead desk's document upload", () => {
  it('names a missing file under the file field, then sends the chosen one with its kind', async () => {
    const sent = mockDeskApi();
    await renderApp('/pt-BR/fiat/staff/rental');
    const card = await screen.findByRole('article', { name: `Proposta ${CODE}` });
    await userEvent.click(within(card).getByRole('button', { name: 'Anexar' }));
    const file = within(card).getByLabelText('Arquivo (PDF, PNG ou JPEG, até 2 MB)');
    await waitFor(() => expect(file).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(file).toHaveFocus());
    expect(within(card).getByText('Escolha o arquivo do documento')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(within(card).getByLabelText('Documento'), 'BALANCE_SHEET');
    await userEvent.upload(file, new File(['%PDF-1.4\n%%EOF'], 'balanço.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Anexar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'BALANCE_SHEET',
      fileName: 'balan_o.pdf',
      contentType: 'application/pdf',
    });
  });
});
