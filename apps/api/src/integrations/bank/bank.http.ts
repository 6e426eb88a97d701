import { ProposalStatusSchema } from '@autohub/contract';
import { z } from 'zod';
import { BankError, type BankPort, type BankProposalRequest, type BankProposalState } from './bank.port.js';

export interface HttpBankOptions {
  /** Base address of the bank's proposal api, e.g. https://api.bank.example/financing. */
  baseUrl: string;
  /** Sent as a bearer token. */
  apiKey: string;
  /** Per-call time-out, ms (default 10 000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const StateReply = z.object({
  reference: z.string().min(1),
  history: z.array(z.object({ status: ProposalStatusSchema, at: z.iso.datetime({ offset: true }) })).min(1),
  signingUrl: z.string().url().nullable().optional(),
});

/**
 * Client of a bank's proposal api:
 * - `POST /v1/proposals` (Idempotency-Key: our proposal id) → the proposal's state;
 * - `GET /v1/proposals/{reference}`;
 * - `POST /v1/proposals/{reference}/documents` `{ types }`;
 * - `POST /v1/proposals/{reference}/formalization`;
 * - `POST /v1/proposals/{reference}/formalization/signature` `{ signingToken }`.
 * Every reply is `{ reference, history: [{ status, at }], signingUrl }`. Network failures, time-outs
 * and 5xx are `unavailable`; 404 `not_found`; other 4xx `rejected_request`; a reply of another
 * shape `invalid_response`.
 */
export class HttpBank implements BankPort {
  readonly name = 'http';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: HttpBankOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetchFn = options.fetch ?? fetch;
  }

  submit(request: BankProposalRequest): Promise<BankProposalState> {
    return this.call('POST', '/v1/proposals', request, { 'idempotency-key': request.proposalId });
  }

  status(reference: string): Promise<BankProposalState> {
    return this.call('GET', `/v1/proposals/${encodeURIComponent(reference)}`);
  }

  documentsSent(reference: string, types: readonly string[]): Promise<BankProposalState> {
    return this.call('POST', `/v1/proposals/${encodeURIComponent(reference)}/documents`, { types });
  }

  startFormalization(reference: string): Promise<BankProposalState> {
    return this.call('POST', `/v1/proposals/${encodeURIComponent(reference)}/formalization`, {});
  }

  completeFormalization(reference: string, signingToken: string): Promise<BankProposalState> {
    return this.call('POST', `/v1/proposals/${encodeURIComponent(reference)}/formalization/signature`, {
      signingToken,
    });
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<BankProposalState> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${this.options.apiKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (cause) {
      throw new BankError('unavailable', `Bank unreachable: ${(cause as Error).name}`);
    }
    if (response.status === 404) throw new BankError('not_found', `Bank answered 404 for ${path}`);
    if (response.status >= 500) throw new BankError('unavailable', `Bank answered ${response.status}`);
    if (!response.ok) throw new BankError('rejected_request', `Bank answered ${response.status}`);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new BankError('invalid_response', 'Bank reply is not JSON');
    }
    const parsed = StateReply.safeParse(json);
    if (!parsed.success) throw new BankError('invalid_response', 'Bank reply has an unexpected shape');
    return {
      reference: parsed.data.reference,
      history: parsed.data.history.map((h) => ({ status: h.status, at: new Date(h.at).toISOString() })),
      signingUrl: parsed.data.signingUrl ?? null,
    };
  }
}
