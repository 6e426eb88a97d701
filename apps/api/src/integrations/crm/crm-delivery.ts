import { type BrandSlug, isBrandSlug } from '@autohub/domain';
import { type OutboxHandler, PermanentDeliveryError } from '../../outbox/outbox-worker.js';
import { CrmError, type CrmMessage, type CrmPort } from './crm.port.js';

/** What the outbox keeps for a CRM delivery; staff may correct `payload` before a reprocess. */
export interface CrmOutboxPayload {
  brand: BrandSlug;
  payload: Record<string, unknown>;
  [key: string]: unknown;
}

/** The outbox handler that hands a lead or a contact message to the CRM. */
export function crmDeliveryHandler(
  crm: CrmPort,
  kind: CrmMessage['kind'],
  timeoutMs?: number,
): OutboxHandler {
  return {
    partner: 'crm',
    async deliver(message) {
      const { brand, payload } = message.payload as Partial<CrmOutboxPayload>;
      if (
        typeof brand !== 'string' ||
        !isBrandSlug(brand) ||
        typeof payload !== 'object' ||
        payload === null
      ) {
        throw new PermanentDeliveryError('The outbox message has no brand or payload');
      }
      try {
        const receipt = await crm.send(
          { kind, idempotencyKey: message.idempotencyKey, brand, payload },
          timeoutMs === undefined ? {} : { timeoutMs },
        );
        return {
          statusCode: receipt.statusCode,
          detail: receipt.duplicate ? `already received as ${receipt.crmId}` : `received as ${receipt.crmId}`,
        };
      } catch (error) {
        if (error instanceof CrmError && !error.retryable)
          throw new PermanentDeliveryError(error.message, error.statusCode);
        throw error;
      }
    },
  };
}
