import {
  CrmError,
  type CrmCredentials,
  type CrmMessage,
  type CrmPort,
  type CrmReceipt,
  type CrmSendOptions,
} from './crm.port.js';
import type { BrandSlug } from '@autohub/domain';

export interface HttpCrmOptions {
  /** Base address of the lead integration, e.g. `https://crm.example.com/api`. */
  baseUrl: string;
  /** The credentials of a brand's pages (a brand may have its own). */
  credentials: (brand: BrandSlug) => CrmCredentials;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PATHS: Readonly<Record<CrmMessage['kind'], string>> = {
  lead: 'leads',
  contact: 'contact-us',
  quotation: 'quotations',
};

/**
 * The lead integration over HTTP: `POST {base}/leads` with the payload as the JSON body, the
 * client id and secret as headers and the idempotency key, so a retry after a time-out is
 * recognised rather than stored twice. 5xx, 429, network errors and time-outs are worth a retry;
 * other 4xx answers are not (the payload itself is refused); 409 means the CRM has it already.
 *
 * Quotations go to `POST {base}/quotations` the same way. The CRM answers 201 `{ "id" }` when
 * saved, or a 4xx `{ "code": "001"…"006", "message" }` when it refuses (spec document 2 §8):
 * 001 invalid authentication, 002 already saved, 003 base quotation not found, 004 quotation,
 * 005 products, 006 related products not saved.
 */
export class HttpCrm implements CrmPort {
  readonly name = 'http';
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpCrmOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send(message: CrmMessage, options: CrmSendOptions = {}): Promise<CrmReceipt> {
    const { clientId, clientSecret } = this.options.credentials(message.brand);
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/${PATHS[message.kind]}`;
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? 10_000;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          client_id: clientId,
          client_secret: clientSecret,
          'idempotency-key': message.idempotencyKey,
        },
        body: JSON.stringify(message.payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new CrmError(timedOut ? `CRM timed out after ${timeoutMs} ms` : 'CRM unreachable', true);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      // A refused quotation save names its code (001–006) in the body: a business answer, final.
      // 409 with code 002 is "already saved", not the repeat of this same delivery.
      const crmCode = message.kind === 'quotation' ? readCode(text) : null;
      if (crmCode !== null) {
        throw new CrmError(`CRM refused the quotation with code ${crmCode}`, false, response.status, crmCode);
      }
    }
    if (response.status === 409) {
      return { crmId: readId(text) ?? message.idempotencyKey, duplicate: true, statusCode: 409 };
    }
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      throw new CrmError(`CRM answered ${response.status}`, retryable, response.status);
    }
    return { crmId: readId(text) ?? message.idempotencyKey, duplicate: false, statusCode: response.status };
  }
}

function readId(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const id = (body as { id?: unknown } | null)?.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

/** The quotation save code of a CRM error body `{ "code": "00N", "message": … }`. */
function readCode(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const code = (body as { code?: unknown } | null)?.code;
    return typeof code === 'string' && /^00[1-6]$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
