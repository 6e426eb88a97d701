import type { OrderIdentityAnswer, ReservationOrder } from '@autohub/contract';
import { QueryClient, QueryClientProvider } from '../../lib/query/query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../lib/i18n/i18n';
import { IdentityCheck } from './identity-check';

const ORDER_ID = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The order waiting for the quiz: two questions, nothing saved yet. */
const AWAITING_QUIZ: OrderIdentityAnswer = {
  orderId: ORDER_ID,
  selfie: { state: 'accepted', attemptsUsed: 1, attemptsLeft: 2, maxAttempts: 3 },
  step: 'AWAITING_QUIZ',
  quiz: {
    questions: [
      { id: 'q1', kind: 'document_end', options: ['225', '731', '048', '519'] },
      { id: 'q2', kind: 'birth_year', options: ['1988', '1990', '1992', '1994'] },
    ],
    saved: {},
    failed: false,
  },
  message: null,
};

/** The api of the identity check: what is posted to the quiz, answered with the same order. */
function mockIdentityApi() {
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      if (url.pathname === `/api/reservations/${ORDER_ID}/identity`) return json(200, AWAITING_QUIZ);
      if (url.pathname === `/api/reservations/${ORDER_ID}/quiz/save`) return json(200, AWAITING_QUIZ);
      if (url.pathname === `/api/reservations/${ORDER_ID}/quiz-answers`)
        return json(200, { ...AWAITING_QUIZ, step: 'SYNC_SALESFORCE', quiz: null });
      return json(404, { code: 'not_found', message: 'Not found' });
    }),
  );
  return posted;
}

function renderCheck() {
  const order = { id: ORDER_ID, status: 'ANTI_FRAUD' } as ReservationOrder;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/pt-BR/fiat']}>
        <Routes>
          <Route path="/:locale/:brand" element={<IdentityCheck order={order} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('identity quiz', () => {
  beforeEach(async () => {
    await loadLocale('pt-BR', ['account']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names each unanswered question under it and focuses the first; nothing is sent', async () => {
    const user = userEvent.setup();
    const posted = mockIdentityApi();
    renderCheck();
    await user.click(await screen.findByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findAllByText('Responda a todas as perguntas.')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: '225' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Em que ano você nasceu?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.click(screen.getByRole('radio', { name: '731' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await waitFor(() => expect(screen.getAllByText('Responda a todas as perguntas.')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: '1988' })).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it('saves a part of the answers, then sends them all', async () => {
    const user = userEvent.setup();
    const posted = mockIdentityApi();
    renderCheck();
    await user.click(await screen.findByRole('radio', { name: '731' }));
    await user.click(screen.getByRole('button', { name: 'Salvar respostas' }));
    expect(await screen.findByText('Respostas salvas.')).toBeVisible();
    expect(screen.queryByText('Responda a todas as perguntas.')).toBeNull();

    await user.click(screen.getByRole('radio', { name: '1990' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted).toEqual([
      { path: `/api/reservations/${ORDER_ID}/quiz/save`, body: { answers: { q1: '731' } } },
      { path: `/api/reservations/${ORDER_ID}/quiz-answers`, body: { answers: { q1: '731', q2: '1990' } } },
    ]);
  });
});
