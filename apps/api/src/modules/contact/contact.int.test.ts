import { ContactSent, CrmSandboxReceipts, ErrorResponse } from '@autohub/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';

const STAFF_TOKEN = 'staff-token-for-contact-tests';

describe('contact us', () => {
  const t = useTestApp({ env: { OUTBOX_WORKER: 'off', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_MAX: '0' } });

  const message = {
    brand: 'peugeot',
    locale: 'pt-BR',
    name: 'Helena Costa',
    email: 'helena@example.com',
    phone: '(31) 98888-7777',
    reason: 'AFTER_SALES',
    optIns: ['EMAIL', 'WHATSAPP'],
    message: 'Gostaria de agendar a revisão de 20 mil km.',
  };

  it("answers 'SUA MENSAGEM FOI ENVIADA!' and hands the message to the CRM", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(response.statusCode).toBe(201);
    const sent = ContactSent.parse(response.json());
    expect(sent.message).toBe('SUA MENSAGEM FOI ENVIADA!');

    await t.app.delivery.worker.drain();
    const receipts = CrmSandboxReceipts.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/staff/sandbox/crm/receipts?email=helena@example.com',
          headers: { authorization: `Bearer ${STAFF_TOKEN}` },
        })
      ).json(),
    );
    expect(receipts.items[0]).toMatchObject({
      idempotencyKey: sent.id,
      kind: 'contact',
      payload: {
        brandId: 60,
        phone: '31988887777',
        contactReason: 'AFTER_SALES',
        contactOptIn: ['EMAIL', 'WHATSAPP'],
      },
    });
  });

  it('answers in Spanish on the Argentine pages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      // The Argentine page takes an Argentine phone.
      payload: { ...message, locale: 'es-AR', phone: '11 2345-6789' },
    });
    expect(ContactSent.parse(response.json()).message).toBe('¡TU MENSAJE FUE ENVIADO!');
  });

  it('needs a reason, an opt-in, a clean message and a phone for WhatsApp', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, reason: null, optIns: ['WHATSAPP'], phone: '', message: ' <b>oi</b>' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      ErrorResponse.parse(response.json()).details?.map((detail) => `${detail.path}:${detail.code}`),
    ).toEqual([
      'body.phone:mobile_phone_required',
      'body.reason:contact_reason_required',
      'body.message:leading_space',
    ]);
  });
});
