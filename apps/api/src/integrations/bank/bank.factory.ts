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
