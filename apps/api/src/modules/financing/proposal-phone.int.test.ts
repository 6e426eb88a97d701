import { type CreateProposalBody, FinancingPlansResponse, Simulation } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import type { BankPort, BankProposalRequest, BankProposalState } from '../../integrations/bank/bank.port.js';
import { createDelivery } from '../../outbox/delivery-setup.js';
import { createProposalService } from './proposal.service.js';

/** A bank that takes every proposal and keeps the applicant it was sent. */
class RecordingBank implements BankPort {
  readonly name = 'sandbox';
  readonly applicants: BankProposalRequest['applicant'][] = [];

  async submit(request: BankProposalRequest): Promise<BankProposalState> {
    this.applicants.push(request.applicant);
    const at = new Date().toISOString();
    return {
      reference: `REC-${this.applicants.length}`,
      history: [{ status: 'PROPOSAL_SENT', at }],
      signingUrl: null,
    };
  }
  async status(reference: string): Promise<BankProposalState> {
    return { reference, history: [], signingUrl: null };
  }
  documentsSent(reference: string) {
    return this.status(reference);
  }
  startFormalization(reference: string) {
    return this.status(reference);
  }
  completeFormalization(reference: string) {
    return this.status(reference);
  }
}

describe("a proposal in the market's own forms: the applicant's phone for the bank, the car's name for the buyer", () => {
  let t: TestApp;
  const simulations: Record<'pt-BR' | 'es-AR', string> = { 'pt-BR': '', 'es-AR': '' };

  async function simulate(locale: 'pt-BR' | 'es-AR', mvsCode: string, year: number, price: number) {
    const plans = FinancingPlansResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/financing/plans?brand=fiat&locale=${locale}` })).json(),
    ).plans;
    const plan = plans.find((p) => p.financingType === 'CDC') ?? plans[0];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/financing/simulate',
      payload: {
        brand: 'fiat',
        locale,
        planId: plan?.id,
        mvsCode,
        year,
        price,
        entrancePercent: 50,
        installments: 12,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return Simulation.parse(response.json()).id;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOX_WORKER: 'off', RATE_LIMIT_MAX: '0' } });
    simulations['pt-BR'] = await simulate('pt-BR', '3581AB1', 2026, 12_000_000);
    simulations['es-AR'] = await simulate('es-AR', '359D3M1', 2027, 2_390_000_000);
  }, 60_000);
  afterAll(() => t.close());

  const body = (locale: 'pt-BR' | 'es-AR', phone: string, n: number): CreateProposalBody => ({
    simulationId: simulations[locale],
    acceptedTerms: true,
    applicant: {
      name: 'Lucía Fernández',
      taxId: '20123456786',
      email: `lucia.${n}@example.com`,
      phone,
      birthDate: '1988-03-09',
      monthlyIncome: 150_000_000,
    },
  });

  it('an Argentine mobile typed with the country code, the 9 or neither reaches the bank as 9 + area + number', async () => {
    const bank = new RecordingBank();
    const service = createProposalService(t.db, { readDerived: t.database.readDerived, bank });
    await service.create('ar-buyer-1', body('es-AR', '5493515551234', 1));
    await service.create('ar-buyer-2', body('es-AR', '3515551234', 2));
    await service.create('ar-buyer-3', body('es-AR', '1123456789', 3));
    expect(bank.applicants.map((a) => a.phone)).toEqual(['93515551234', '93515551234', '91123456789']);
  });

  it('the same number typed two ways by the same person is one proposal', async () => {
    const bank = new RecordingBank();
    const service = createProposalService(t.db, { readDerived: t.database.readDerived, bank });
    const first = await service.create('ar-buyer-4', body('es-AR', '5493515551234', 4));
    const again = await service.create('ar-buyer-4', body('es-AR', '93515551234', 4));
    expect(again.id).toBe(first.id);
    expect(bank.applicants).toHaveLength(1);
  });

  it('a Brazilian mobile keeps its area code and number', async () => {
    const bank = new RecordingBank();
    const service = createProposalService(t.db, { readDerived: t.database.readDerived, bank });
    await service.create('br-buyer-1', body('pt-BR', '11987654321', 5));
    expect(bank.applicants.map((a) => a.phone)).toEqual(['11987654321']);
  });

  it("names the car in the Argentine buyer's e-mail as the Argentine catalogue does", async () => {
    // A Strada the Brazilian catalogue names "Cabine Dupla".
    const simulationId = await simulate('es-AR', '281F3D2', 2027, 3_150_000_000);
    const service = createProposalService(t.db, {
      readDerived: t.database.readDerived,
      bank: new RecordingBank(),
    });
    await service.create('ar-buyer-5', { ...body('es-AR', '3515551234', 6), simulationId });
    await createDelivery(t.db, t.config, t.app.ports).worker.drain();
    const [mail] = (t.app.ports.mailbox?.list('lucia.6@example.com') ?? []).filter(
      (m) => m.kind === 'financing-proposal-sent',
    );
    expect(mail?.text).toContain('propuesta de financiación del Fiat Strada Freedom 1.3 Cabina Doble 2027');
  });
});
