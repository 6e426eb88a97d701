import { randomUUID } from 'node:crypto';
import type { ContactRequest, ContactSent } from '@autohub/contract';
import {
  BRANDS,
  type Locale,
  MARKETS,
  contactUsResultMessage,
  phoneDigitsForMarket,
  validateContactUsForm,
} from '@autohub/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CrmOutboxPayload } from '../../integrations/crm/crm-delivery.js';
import { enqueueOutbox } from '../../outbox/outbox.store.js';
import { formProblemsError } from '../leads/form-problems.js';
import { insertContactMessage } from './contact.store.js';
import { CONTACT_TOPIC } from './contact.topic.js';

type ContactInput = z.output<typeof ContactRequest>;

export function createContactService(db: Db) {
  return {
    /** Checks the form, stores it and queues it for the CRM in one transaction. */
    async send(input: ContactInput, locale: Locale): Promise<ContactSent> {
      const problems = validateContactUsForm(
        {
          name: input.name,
          email: input.email,
          phone: input.phone,
          reason: input.reason,
          optIns: input.optIns,
          message: input.message,
        },
        MARKETS[locale].country,
      );
      if (problems.length > 0) throw formProblemsError(problems);
      const id = randomUUID();
      const phone = phoneDigitsForMarket(input.phone, MARKETS[locale].country) || null;
      const outbox: CrmOutboxPayload = {
        brand: input.brand,
        payload: {
          brandId: BRANDS[input.brand].leadId,
          name: input.name.trim(),
          email: input.email.trim(),
          phone,
          contactReason: input.reason,
          contactOptIn: input.optIns,
          message: input.message.trim(),
          locale: input.locale,
        },
      };
      await db.transaction(async (tx) => {
        await insertContactMessage(tx, {
          id,
          brand: input.brand,
          locale: input.locale,
          name: input.name.trim(),
          email: input.email.trim(),
          phone,
          reason: input.reason ?? '',
          optIns: input.optIns,
          message: input.message.trim(),
        });
        await enqueueOutbox(tx, { topic: CONTACT_TOPIC, reference: id, idempotencyKey: id, payload: outbox });
      });
      return { id, message: contactUsResultMessage(true, locale) };
    },
  };
}
