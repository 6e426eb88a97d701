import { describe, expect, it } from 'vitest';
import {
  FUNDING_SIMULATOR_DEFAULTS,
  entranceSteps,
  finalInstallmentSteps,
  simulatorPercentSteps,
} from './simulator-steps.js';

describe('simulator steps', () => {
  it('default to one step of entrance and one of final installment', () => {
    expect(FUNDING_SIMULATOR_DEFAULTS).toEqual({ entranceStep: 1, finalInstallmentStep: 1 });
    expect(entranceSteps({ minEntrancePercent: 20, maxEntrancePercent: 25 })).toEqual([20, 21, 22, 23, 24, 25]);
    expect(finalInstallmentSteps({ minFinalInstallmentPercent: 30, maxFinalInstallmentPercent: 32 })).toEqual([
      30, 31, 32,
    ]);
  });
  it('keep the maximum reachable and avoid decimal drift', () => {
    expect(simulatorPercentSteps(20, 30, 4)).toEqual([20, 24, 28, 30]);
    expect(simulatorPercentSteps(0, 0.3, 0.1)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(simulatorPercentSteps(40, 40)).toEqual([40]);
    expect(finalInstallmentSteps({})).toEqual([0]);
  });
  it('refuse an inverted range or a step that is not positive', () => {
    expect(() => simulatorPercentSteps(30, 20)).toThrow(/range/);
    expect(() => simulatorPercentSteps(0, 10, 0)).toThrow(/Step/);
  });
});
