import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGING_CHECK,
  type PhoneCheckBody,
  type PhoneCheckCall,
  type PhoneCheckReply,
  phoneCheckRequest,
  runPhoneCheck,
} from './phone-check.js';

/** A check that answers each attempt from a script: a reply, or an error to throw. */
function scripted(steps: (PhoneCheckReply | Error)[]) {
  const calls: { body: PhoneCheckBody; timeoutMs: number; attempt: number }[] = [];
  const check: PhoneCheckCall = (body, options) => {
    calls.push({ body, ...options });
    const step = steps[calls.length - 1] ?? new Error('no more steps');
    return step instanceof Error ? Promise.reject(step) : Promise.resolve(step);
  };
  return { check, calls };
}

const sleeper = () => vi.fn((_ms: number) => Promise.resolve());

describe('phone check request', () => {
  it('sends the digits prefixed with 0', () => {
    expect(phoneCheckRequest('(11) 98765-4321')).toEqual({ phoneNumber: '011987654321' });
    expect(phoneCheckRequest('11987654321')).toEqual({ phoneNumber: '011987654321' });
  });

  it('has the spec limits: 3 attempts, 500 ms between them, 3000 ms time-out', () => {
    expect(MESSAGING_CHECK).toEqual({ attempts: 3, retryDelayMs: 500, timeoutMs: 3000 });
  });
});

describe('running the phone check', () => {
  it('answers at once when the first reply succeeds', async () => {
    const { check, calls } = scripted([{ success: true, resource: { isValid: true } }]);
    const sleep = sleeper();
    await expect(runPhoneCheck('(11) 98765-4321', check, sleep)).resolves.toEqual({
      outcome: 'valid',
      attempts: 1,
    });
    expect(calls).toEqual([{ body: { phoneNumber: '011987654321' }, timeoutMs: 3000, attempt: 1 }]);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('takes a successful "not valid" reply as final', async () => {
    const { check, calls } = scripted([{ success: true, resource: { isValid: false } }]);
    await expect(runPhoneCheck('11987654321', check, sleeper())).resolves.toEqual({
      outcome: 'invalid',
      attempts: 1,
    });
    expect(calls).toHaveLength(1);
  });

  it('retries after 500 ms on a failure and on an unsuccessful reply', async () => {
    const { check, calls } = scripted([
      new Error('timeout'),
      { success: false },
      { success: true, resource: { isValid: true } },
    ]);
    const sleep = sleeper();
    await expect(runPhoneCheck('11987654321', check, sleep)).resolves.toEqual({
      outcome: 'valid',
      attempts: 3,
    });
    expect(calls.map((c) => c.attempt)).toEqual([1, 2, 3]);
    expect(sleep.mock.calls).toEqual([[500], [500]]);
  });

  it('stops after three attempts without throwing, and does not wait after the last', async () => {
    const failure = new Error('down');
    const { check, calls } = scripted([
      failure,
      failure,
      failure,
      { success: true, resource: { isValid: true } },
    ]);
    const sleep = sleeper();
    await expect(runPhoneCheck('11987654321', check, sleep)).resolves.toEqual({
      outcome: 'unavailable',
      attempts: 3,
      lastError: failure,
    });
    expect(calls).toHaveLength(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('keeps retrying when every reply is unsuccessful, then gives up quietly', async () => {
    const { check, calls } = scripted([{ success: false }, { success: false }, { success: false }]);
    const result = await runPhoneCheck('11987654321', check, sleeper());
    expect(result.outcome).toBe('unavailable');
    expect(calls).toHaveLength(3);
  });

  it('follows another policy when given one', async () => {
    const { check, calls } = scripted([new Error('x'), new Error('y')]);
    const sleep = sleeper();
    const result = await runPhoneCheck('11987654321', check, sleep, {
      attempts: 2,
      retryDelayMs: 10,
      timeoutMs: 50,
    });
    expect(result).toMatchObject({ outcome: 'unavailable', attempts: 2 });
    expect(calls.map((c) => c.timeoutMs)).toEqual([50, 50]);
    expect(sleep.mock.calls).toEqual([[10]]);
  });
});
