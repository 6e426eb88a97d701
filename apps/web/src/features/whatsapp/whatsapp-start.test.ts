import { type BotLead, type PhoneCheckReply, buildBotLead } from '@autohub/domain';
import { describe, expect, it, vi } from 'vitest';
import { type ConversationDeps, startConversation } from './whatsapp-start';

const lead: BotLead = buildBotLead({
  phone: '(11) 98765-4321',
  name: 'Maria Souza',
  brand: 'fiat',
  model: 'Pulse',
});
const LINK = 'https://wa.me/5511930000000?text=oi';

function deps(overrides: Partial<ConversationDeps> = {}) {
  const events: string[] = [];
  const base: ConversationDeps = {
    checkPhone: vi.fn(async (): Promise<PhoneCheckReply> => ({ success: true, resource: { isValid: true } })),
    sendBotLead: vi.fn(async () => ({ success: true, link: LINK })),
    openWindow: vi.fn(() => ({}) as Window),
    navigate: vi.fn(),
    track: (event) => events.push(event),
    sleep: vi.fn(async () => undefined),
    ...overrides,
  };
  return { deps: base, events };
}

describe('starting a WhatsApp conversation', () => {
  it('opens the bot link in a new window and logs intent, success and navigation', async () => {
    const { deps: d, events } = deps();
    await expect(startConversation(lead, d)).resolves.toEqual({
      kind: 'opened',
      target: 'new-window',
      link: LINK,
    });
    expect(d.checkPhone).toHaveBeenCalledWith(
      { phoneNumber: '011987654321' },
      { timeoutMs: 3000, attempt: 1 },
    );
    expect(d.navigate).not.toHaveBeenCalled();
    expect(events).toEqual([
      'whatsapp_lead_submit_intent',
      'whatsapp_lead_success',
      'whatsapp_lead_navigation',
    ]);
  });

  it('opens it in the current window when the new one was blocked', async () => {
    const { deps: d } = deps({ openWindow: vi.fn(() => null) });
    await expect(startConversation(lead, d)).resolves.toMatchObject({ target: 'current-window' });
    expect(d.navigate).toHaveBeenCalledWith(LINK);
  });

  it('retries an unsuccessful check after 500 ms and goes on', async () => {
    const checkPhone = vi
      .fn<ConversationDeps['checkPhone']>()
      .mockResolvedValueOnce({ success: false })
      .mockResolvedValueOnce({ success: true, resource: { isValid: true } });
    const { deps: d } = deps({ checkPhone });
    await expect(startConversation(lead, d)).resolves.toMatchObject({ kind: 'opened' });
    expect(checkPhone).toHaveBeenCalledTimes(2);
    expect(d.sleep).toHaveBeenCalledWith(500);
  });

  it('goes on silently when the check never answers, and stops on a number without WhatsApp', async () => {
    const { deps: down } = deps({ checkPhone: vi.fn(async () => Promise.reject(new Error('timeout'))) });
    await expect(startConversation(lead, down)).resolves.toMatchObject({ kind: 'opened' });
    const { deps: invalid } = deps({
      checkPhone: vi.fn(async () => ({ success: true, resource: { isValid: false } })),
    });
    await expect(startConversation(lead, invalid)).resolves.toEqual({ kind: 'not-whatsapp' });
    expect(invalid.sendBotLead).not.toHaveBeenCalled();
  });

  it('fails on success false, a missing link or a failed call, logging the error', async () => {
    for (const sendBotLead of [
      vi.fn(async () => ({ success: false, link: null })),
      vi.fn(async () => ({ success: true })),
      vi.fn(async () => Promise.reject(new Error('502'))),
    ]) {
      const { deps: d, events } = deps({ sendBotLead });
      await expect(startConversation(lead, d)).resolves.toEqual({ kind: 'failed' });
      expect(events).toEqual(['whatsapp_lead_submit_intent', 'whatsapp_lead_error']);
      expect(d.openWindow).not.toHaveBeenCalled();
    }
  });
});
