import { ErrorResponse, Simulation } from '@autohub/contract';
import { type FinancingPlanConditions, simulateFinancing } from '@autohub/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './compiled-serializer.js';

const conditions: FinancingPlanConditions = {
  financingType: 'CDC',
  monthlyRate: 0.0169,
  terms: [12, 24, 36, 48, 60],
  minEntrancePercent: 20,
  maxEntrancePercent: 90,
  iof: { fixedRate: 0.0038, dailyRate: 0.000082, maxDays: 365, financed: true },
};

const simulation = (colorCode: string | null): Simulation => ({
  id: '0b8e8f7e-4c57-4f6e-9a39-5f3c0e0d8a11',
  planId: 'fiat-cdc-msc',
  planName: 'CDC Fiat',
  brand: 'fiat',
  locale: 'pt-BR',
  mvsCode: '3581AB1',
  year: 2026,
  partIds: ['opt-1'],
  colorCode,
  offerId: null,
  createdAt: '2026-11-29T00:00:00.000Z',
  result: simulateFinancing(conditions, {
    price: 12_345_678,
    entrancePercent: 35,
    installments: 48,
    locale: 'pt-BR',
  }),
});

describe('compiled serializer', () => {
  const write = compiledSerializer({ schema: Simulation });
  /** What the zod check and JSON.stringify wrote for the same answer. */
  const checked = (value: unknown) => JSON.stringify(z.encode(Simulation, value as Simulation));

  it('writes a simulation with its schedule byte for byte as the contract check did', () => {
    for (const colorCode of [null, 'RED']) {
      const answer = simulation(colorCode);
      expect(write(answer)).toBe(checked(answer));
      expect(Simulation.parse(JSON.parse(write(answer)))).toEqual(answer);
    }
  });

  it('leaves out what the contract does not name, as the check did', () => {
    const answer = { ...simulation(null), internal: 'not for the wire' };
    expect(write(answer)).not.toContain('internal');
    expect(write(answer)).toBe(checked(answer));
  });

  it('refuses an answer without a required field', () => {
    const { planName: _left, ...answer } = simulation(null);
    expect(() => write(answer)).toThrow(/planName/);
  });

  it('writes an error answer as its contract', () => {
    const writeError = compiledSerializer({ schema: ErrorResponse });
    const error = { code: 'financing_simulation_not_found', message: 'Simulação não encontrada' };
    expect(JSON.parse(writeError(error))).toEqual(ErrorResponse.parse(error));
  });
});
