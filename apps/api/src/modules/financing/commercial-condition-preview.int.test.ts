import { CommercialConditionsResponse, FinancingPlansResponse } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';

// The brand's reduced-rate commercial condition re-prices the live simulation through the api:
// the buyer who ticks it sees the installment at the condition's rate, not the plan's.
describe('commercial condition in the live simulation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  it('prices the preview at the condition rate, and refuses a condition of another plan', async () => {
    const { conditions } = CommercialConditionsResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/financing/commercial-conditions/search?brand=fiat&locale=pt-BR',
        })
      ).json(),
    );
    const { plans } = FinancingPlansResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/financing/plans?brand=fiat&locale=pt-BR' })).json(),
    );
    const condition = conditions.find((c) => plans.find((p) => p.id === c.planId)?.financingType === 'CDC');
    expect(condition).toBeDefined();
    const plan = plans.find((p) => p.id === condition?.planId);
    const other = plans.find((p) => p.id !== condition?.planId && p.financingType === 'CDC');
    const preview = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/financing/cdc/simulateProposalFlow',
        payload: {
          planId: plan?.id,
          price: 10_000_000,
          entrancePercent: 30,
          installments: plan?.terms.at(-1),
          ...body,
        },
      });
    const mvsCode = `${condition?.modelCodes[0] ?? '363'}ITH4`;
    const plain = (await preview({})).json() as {
      installmentValue: number;
      simulation: { monthlyRate: number };
    };
    const reduced = await preview({ offerId: condition?.id, mvsCode });
    expect(reduced.statusCode).toBe(200);
    const offered = reduced.json() as { installmentValue: number; simulation: { monthlyRate: number } };
    expect(offered.simulation.monthlyRate).toBe(condition?.monthlyRate);
    expect(offered.installmentValue).toBeLessThan(plain.installmentValue);

    if (other) {
      const wrongPlan = await preview({ planId: other.id, offerId: condition?.id, mvsCode });
      expect(wrongPlan.statusCode).toBe(422);
    }
    expect((await preview({ offerId: 'no-such-offer' })).statusCode).toBe(404);
  });
});
