import type { BrandSlug } from '@autohub/domain';

/** What goes to the CRM: a lead (spec §3 payload), a contact-us message or a dealer quotation. */
export interface CrmMessage {
  kind: 'lead' | 'contact' | 'quotation';
  /** The same key on every attempt: the CRM keeps one copy however often it arrives. */
  idempotencyKey: string;
  brand: BrandSlug;
  payload: Record<string, unknown>;
}

export interface CrmReceipt {
  /** The CRM's id of the record. */
  crmId: string;
  /** The CRM had it already (a retry after a lost answer). */
  duplicate: boolean;
  statusCode: number;
}

export interface CrmSendOptions {
  /** The attempt gives up after this long; the CRM may still have stored it (hence the key). */
  timeoutMs?: number;
}

/** The client id and secret a lead presents (spec document 2 §5, "read from settings"). */
export interface CrmCredentials {
  clientId: string;
  clientSecret: string;
}

/** Why a CRM call failed and whether trying again can help. */
export class CrmError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly statusCode: number | null = null,
    /** The CRM's own code of a refused quotation save, 001–006 (spec document 2 §8). */
    readonly crmCode: string | null = null,
  ) {
    super(message);
    this.name = 'CrmError';
  }
}

/** The CRM partner: a sandbox by default, or the HTTP lead integration. */
export interface CrmPort {
  readonly name: 'sandbox' | 'http';
  send(message: CrmMessage, options?: CrmSendOptions): Promise<CrmReceipt>;
}
