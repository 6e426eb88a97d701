import { describe, expect, it } from 'vitest';
import {
  IDENTITY_STEPS,
  IDENTITY_TRANSITIONS,
  assertIdentityStep,
  canTakeIdentityStep,
  nextIdentitySteps,
  orderStatusAfterSelfie,
  selfieState,
} from './identity-check.js';
import { canTransitionOrder } from './order-status.js';

describe('identity validation steps', () => {
  it('holds the six steps of the spec in the order of the path with a quiz, PERSISTED_ON_HUB last', () => {
    expect(IDENTITY_STEPS).toHaveLength(6);
    const withQuiz: string[] = [];
    for (let step = nextIdentitySteps(null)[0]; step !== undefined; step = nextIdentitySteps(step)[0]) {
      withQuiz.push(step);
    }
    expect(withQuiz).toEqual(IDENTITY_STEPS);
    expect(withQuiz).toContain('AWAITING_QUIZ');
    const seen = new Set<string>();
    const queue: (keyof typeof IDENTITY_TRANSITIONS)[] = ['START'];
    while (queue.length > 0) {
      for (const edge of IDENTITY_TRANSITIONS[queue.shift()!]) {
        if (!seen.has(edge.to)) {
          seen.add(edge.to);
          queue.push(edge.to);
        }
      }
    }
    expect([...seen].sort()).toEqual([...IDENTITY_STEPS].sort());
    expect(nextIdentitySteps('PERSISTED_ON_HUB')).toEqual([]);
  });

  it('opens the check only with the buyer selfie, and lets the system run the token and bureau steps', () => {
    expect(canTakeIdentityStep(null, 'VALIDATING_IDENTITY', 'customer')).toBe(true);
    expect(canTakeIdentityStep(null, 'VALIDATING_IDENTITY', 'staff')).toBe(false);
    expect(canTakeIdentityStep(null, 'PERSISTED_ON_HUB', 'system')).toBe(false);
    expect(canTakeIdentityStep('VALIDATING_IDENTITY', 'VALIDATING_TOKEN', 'system')).toBe(true);
    expect(canTakeIdentityStep('VALIDATING_TOKEN', 'AWAITING_INOVAMIND', 'system')).toBe(true);
  });

  it('lets the bureau ask for the quiz, the buyer pass it, and never skip the CRM step', () => {
    expect(nextIdentitySteps('AWAITING_INOVAMIND', 'partner')).toEqual(['AWAITING_QUIZ', 'SYNC_SALESFORCE']);
    expect(canTakeIdentityStep('AWAITING_INOVAMIND', 'AWAITING_QUIZ', 'customer')).toBe(false);
    expect(canTakeIdentityStep('AWAITING_QUIZ', 'SYNC_SALESFORCE', 'customer')).toBe(true);
    expect(canTakeIdentityStep('AWAITING_QUIZ', 'PERSISTED_ON_HUB', 'customer')).toBe(false);
    expect(canTakeIdentityStep('SYNC_SALESFORCE', 'PERSISTED_ON_HUB', 'system')).toBe(true);
    expect(() => assertIdentityStep('AWAITING_QUIZ', 'PERSISTED_ON_HUB', 'staff')).toThrow(
      /AWAITING_QUIZ to PERSISTED_ON_HUB by staff/,
    );
  });

  it('moves a paid order into the anti-fraud check by a step the order table has', () => {
    expect(orderStatusAfterSelfie('PAID')).toBe('ANTI_FRAUD');
    expect(canTransitionOrder('PAID', 'ANTI_FRAUD', 'system')).toBe(true);
    // An order still paying the rest keeps its status.
    expect(orderStatusAfterSelfie('RESERVE')).toBeNull();
    expect(orderStatusAfterSelfie('ANTI_FRAUD')).toBeNull();
  });

  it('counts the selfie attempts down, then locks; only paid or reserved orders ask for it', () => {
    const base = { status: 'PAID' as const, accepted: false, maxAttempts: 3 };
    expect(selfieState({ ...base, failedAttempts: 0 })).toEqual({ kind: 'open', attemptsLeft: 3 });
    expect(selfieState({ ...base, failedAttempts: 2 })).toEqual({ kind: 'open', attemptsLeft: 1 });
    expect(selfieState({ ...base, failedAttempts: 3 })).toEqual({ kind: 'locked' });
    expect(selfieState({ ...base, failedAttempts: 1, accepted: true })).toEqual({ kind: 'accepted' });
    expect(selfieState({ ...base, status: 'PRE_RESERVE', failedAttempts: 0 })).toEqual({ kind: 'not_open' });
    expect(selfieState({ ...base, status: 'CANCELLED', failedAttempts: 0 })).toEqual({ kind: 'not_open' });
  });
});
