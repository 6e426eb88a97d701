import type { ReservationOrder } from '@autohub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';
import { jsonAnswer as json, staffSession } from '../../test/session-fixture';

const SESSION = staffSession({
  id: 'seller-1',
  name: 'Vendedor',
  email: 'seller@example.com',
  roles: ['user_dealer'],
});

function order(country: 'BR' | 'AR', identity: ReservationOrder['identity']): ReservationOrder {
  const now = new Date().toISOString();
  return {
    id: '5f0c7a7e-8d43-4b8e-9c1a-3f1e2d4c5b6a',
    status: 'ANTI_FRAUD',
    milestone: 'paid',
    cancelReason: null,
    expired: false,
    brand: 'fiat',
    country,
    campaignId: `fiat-${country.toLowerCase()}-reserva`,
    reservationType: 'focus',
    fundingType: 'PSA',
    charge: 'FEE',
    unitId: '9BDTESTCHASSIS0001',
    mvsCode: '3631TA1',
    modelYear: 2026,
    colorCode: 'RED',
    vehicleName: 'Fiat Pulse Drive',
    dealerCode: '07123',
    dealerName: 'Concessionária Teste',
    state: country === 'BR' ? 'SP' : 'B',
    currency: country === 'BR' ? 'BRL' : 'ARS',
    priceCents: 12_000_000,
    amountCents: 200_000,
    paymentMethod: 'card',
    availableMethods: [],
    holdUntil: null,
    serverNow: now,
    documentsUploaded: false,
    paidAt: now,
    deliveredAt: null,
    cancelledAt: null,
    withdrawalUntil: now,
    welcomeKit: null,
    payments: [],
    timeline: [],
    nextStatuses: [],
    identity,
    employeeProgram: null,
    createdAt: now,
  };
}

/** The desk's api: the session, one order at the quiz step, and the identity step staff take. */
function mockDeskApi(first: ReservationOrder) {
  const settings = mockSettingsApi();
  const steps: unknown[] = [];
  let current = first;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/session') return json(200, SESSION);
      if (url.pathname === '/api/reservations/staff/orders') return json(200, { orders: [current] });
      if (url.pathname === `/api/reservations/staff/orders/${first.id}/identity`) {
        steps.push(JSON.parse(String(init?.body)));
        current = { ...current, identity: { step: 'PERSISTED_ON_HUB', quizFailed: true, nextSteps: [] } };
        return json(200, { orderId: first.id, step: 'PERSISTED_ON_HUB' });
      }
      return settings(input);
    }),
  );
  return steps;
}

describe('the dealer desk: identity validation', () => {
  it('shows a failed quiz and lets the seller clear the buyer by hand (Brazil)', async () => {
    const steps = mockDeskApi(
      order('BR', { step: 'AWAITING_QUIZ', quizFailed: true, nextSteps: ['SYNC_SALESFORCE'] }),
    );
    await renderApp('/pt-BR/fiat/reservation/desk');
    const identity = await screen.findByTestId('desk-identity');
    expect(
      within(identity).getByText('Validação de identidade: aguardando as respostas do comprador'),
    ).toBeInTheDocument();
    expect(
      within(identity).getByText(
        'O comprador errou o questionário de identidade: confira os documentos dele antes de liberar.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      within(identity).getByRole('button', { name: 'Liberar comprador (identidade conferida)' }),
    );
    await waitFor(() => expect(steps).toEqual([{ to: 'SYNC_SALESFORCE' }]));
    expect(await screen.findByText('Validação de identidade: identidade confirmada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Liberar comprador (identidade conferida)' })).toBeNull();
  });

  it('words the bureau step in Spanish and offers the clearing to the seller (Argentina)', async () => {
    mockDeskApi(
      order('AR', { step: 'AWAITING_INOVAMIND', quizFailed: false, nextSteps: ['SYNC_SALESFORCE'] }),
    );
    await renderApp('/es-AR/fiat/reservation/desk');
    const identity = await screen.findByTestId('desk-identity');
    expect(within(identity).getByText('Validación de identidad: en análisis antifraude')).toBeInTheDocument();
    expect(within(identity).queryByText(/cuestionario/)).toBeNull();
    expect(
      within(identity).getByRole('button', { name: 'Liberar comprador (identidad verificada)' }),
    ).toBeInTheDocument();
  });
});
