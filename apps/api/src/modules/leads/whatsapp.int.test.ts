import { BotLeadReply, PhoneCheckReply } from '@autohub/contract';
import { buildBotLead, phoneCheckRequest, runPhoneCheck } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';

describe('WhatsApp conversations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOX_WORKER: 'off', RATE_LIMIT_MAX: '0' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const check = async (phone: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/Phone/valid',
      payload: phoneCheckRequest(phone),
    });
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
    return PhoneCheckReply.parse(response.json());
  };

  it('checks a number sent as 0 + digits', async () => {
    expect(await check('(11) 98765-4321')).toEqual({ success: true, resource: { isValid: true } });
    expect(await check('(11) 98765-0000')).toEqual({ success: true, resource: { isValid: false } });
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/Phone/valid',
      payload: { phoneNumber: '11987654321' },
    });
    expect(bare.statusCode).toBe(400);
  });

  it('goes through the retry path: the first answer is unsuccessful, the second attempt succeeds', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const result = await runPhoneCheck('(11) 98765-9998', (body) => check(body.phoneNumber.slice(1)), sleep);
    expect(result).toEqual({ outcome: 'valid', attempts: 2 });
    expect(sleep).toHaveBeenCalledWith(500);
    const silent = await runPhoneCheck('(11) 98765-9999', (body) => check(body.phoneNumber.slice(1)), sleep);
    expect(silent.outcome).toBe('unavailable');
  });

  it('starts a conversation, and passes on a refusal as success false', async () => {
    const lead = buildBotLead({
      phone: '(11) 98765-4321',
      name: 'Maria Souza',
      brand: 'jeep',
      model: 'Compass',
    });
    const ok = await t.app.inject({ method: 'POST', url: '/api/messaging/jeep/Lead/send', payload: lead });
    expect(BotLeadReply.parse(ok.json())).toMatchObject({
      success: true,
      link: expect.stringMatching(/^https:\/\/wa\.me\//),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/jeep/Lead/send',
      payload: { ...lead, phoneNumber: '11987651111' },
    });
    expect(BotLeadReply.parse(refused.json())).toMatchObject({ success: false, link: null });
    const otherBrand = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/fiat/Lead/send',
      payload: lead,
    });
    expect(otherBrand.json()).toMatchObject({ code: 'brand_mismatch' });
  });

  it('records the analytics of a lead', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/useranalytics/send',
      payload: {
        jwtToken: '',
        type: 'GENERIC_LEAD',
        payload: JSON.stringify({ event: 'whatsapp_lead_success' }),
      },
    });
    expect(response.statusCode).toBe(202);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/useranalytics/send',
      payload: { jwtToken: '', payload: '{not json' },
    });
    expect(broken.statusCode).toBe(400);
  });
});
