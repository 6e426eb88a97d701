import { buildBotLead } from '@autohub/domain';
import { describe, expect, it, vi } from 'vitest';
import { MessagingError } from './messaging.port.js';
import { SandboxMessaging } from './messaging.sandbox.js';

const options = { timeoutMs: 3000 };

describe('sandbox WhatsApp API', () => {
  it('knows ordinary numbers as WhatsApp numbers and ...0000 as not one', async () => {
    const sandbox = new SandboxMessaging();
    await expect(sandbox.checkPhone({ phoneNumber: '011987654321' }, options)).resolves.toEqual({
      success: true,
      resource: { isValid: true },
    });
    await expect(sandbox.checkPhone({ phoneNumber: '011987650000' }, options)).resolves.toEqual({
      success: true,
      resource: { isValid: false },
    });
  });

  it('fails ...9998 once and then answers, and fails ...9999 every time', async () => {
    const sandbox = new SandboxMessaging();
    expect((await sandbox.checkPhone({ phoneNumber: '011987659998' }, options)).success).toBe(false);
    expect((await sandbox.checkPhone({ phoneNumber: '011987659998' }, options)).success).toBe(true);
    expect((await sandbox.checkPhone({ phoneNumber: '011987659998' }, options)).success).toBe(false);
    for (let i = 0; i < 3; i += 1) {
      expect((await sandbox.checkPhone({ phoneNumber: '011987659999' }, options)).success).toBe(false);
    }
  });

  it('lets ...9997 run past the time-out', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const sandbox = new SandboxMessaging({ sleep });
    await expect(sandbox.checkPhone({ phoneNumber: '011987659997' }, options)).rejects.toBeInstanceOf(
      MessagingError,
    );
    expect(sleep).toHaveBeenCalledWith(3000);
  });

  it('opens a conversation link for a lead, and refuses leads from ...1111', async () => {
    const sandbox = new SandboxMessaging();
    const lead = buildBotLead({
      phone: '(11) 98765-4321',
      name: 'Maria Souza',
      brand: 'fiat',
      model: 'Pulse',
    });
    const reply = await sandbox.sendBotLead('fiat', lead);
    expect(reply.success).toBe(true);
    expect(reply.link).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*Pulse/);
    const refused = await sandbox.sendBotLead('fiat', { ...lead, phoneNumber: '11987651111' });
    expect(refused).toEqual({ success: false, link: null, message: 'Lead refused by the bot' });
  });
});
