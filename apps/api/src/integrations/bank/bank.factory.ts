import { HttpBank } from './bank.http.js';
import type { BankPort } from './bank.port.js';
import { SandboxBank } from './bank.sandbox.js';

/**
 * BANK_PROVIDER `sandbox` (default outside production; BANK_SANDBOX_STEP_MS sets its pace, 1500 ms
 * by default) or `http` with BANK_API_URL and BANK_API_KEY.
 */
export type BankConfig =
  | { provider: 'sandbox'; stepMs?: number | undefined }
  | { provider: 'http'; baseUrl: string; apiKey: string };

export function createBankPort(config: BankConfig): BankPort {
  if (config.provider === 'http') return new HttpBank({ baseUrl: config.baseUrl, apiKey: config.apiKey });
  return new SandboxBank(config.stepMs === undefined ? {} : { stepMs: config.stepMs });
}
