import { HttpBank } from './bank.http.js';
import type { BankPort } from './bank.port.js';
import { SandboxBank } from './bank.sandbox.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The bank adapter chosen by the environment: BANK_PROVIDER `sandbox` (default) or `http` with
 * BANK_API_URL and BANK_API_KEY; BANK_SANDBOX_STEP_MS sets the sandbox's pace (default 1500 ms).
 */
export function createBankPort(env: Env): BankPort {
  const provider = (env.BANK_PROVIDER ?? '').trim().toLowerCase();
  if (provider === '' || provider === 'sandbox') {
    const step = env.BANK_SANDBOX_STEP_MS === undefined ? NaN : Number(env.BANK_SANDBOX_STEP_MS);
    return new SandboxBank(Number.isInteger(step) && step >= 0 ? { stepMs: step } : {});
  }
  if (provider === 'http') {
    const baseUrl = env.BANK_API_URL;
    const apiKey = env.BANK_API_KEY;
    if (!baseUrl || !apiKey) throw new Error('BANK_PROVIDER=http needs BANK_API_URL and BANK_API_KEY');
    return new HttpBank({ baseUrl, apiKey });
  }
  throw new Error(`unsupported bank provider: ${provider}`);
}

const shared = new WeakMap<object, BankPort>();

/**
 * The bank adapter of an app, one per database: the proposal routes and the account area ask the
 * same adapter, so both see the same proposals (the sandbox keeps them in memory).
 */
export function sharedBankPort(db: object, env: Env = process.env): BankPort {
  let bank = shared.get(db);
  if (bank === undefined) {
    bank = createBankPort(env);
    shared.set(db, bank);
  }
  return bank;
}
