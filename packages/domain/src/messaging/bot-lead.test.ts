import { describe, expect, it } from 'vitest';
import {
  intentScheduleDate,
  testDriveIntentProblems,
  WHATSAPP_ERROR_POPUP,
  WHATSAPP_LEAD_EVENTS,
  botLeadPath,
  botLinkTarget,
  buildBotLead,
  isBotLeadSuccess,
  whatsappErrorMessage,
  whatsappLeadEvents,
} from './bot-lead.js';

describe('bot lead', () => {
  it('carries every field of the spec, unmasked and trimmed', () => {
    const asGiven = {
      email: 'maria@mail.com',
      model: 'Pulse',
      version: 'Audace 1.0 Turbo',
      dealer: '07123',
      brand: 'fiat',
      serie: '2',
      color: 'Vermelho Montecarlo',
      scheduleDate: '2026-03-12',
    } as const;
    expect(
      buildBotLead({ phone: '(11) 98765-4321', name: ' Maria Souza ', cpf: '529.982.247-25', ...asGiven }),
    ).toEqual({ phoneNumber: '11987654321', name: 'Maria Souza', cpf: '52998224725', ...asGiven });
  });

  it('sends null for what the buyer did not give', () => {
    const lead = buildBotLead({ phone: '11987654321', name: 'Ana Lima', brand: 'jeep', cpf: '', email: ' ' });
    expect(lead).toMatchObject({ cpf: null, email: null, model: null, scheduleDate: null, brand: 'jeep' });
    expect(Object.keys(lead)).toHaveLength(11);
  });

  it('posts to {brand}/Lead/send', () => {
    expect(botLeadPath('jeep')).toBe('jeep/Lead/send');
  });

  it('counts only a reply with success true as accepted', () => {
    expect(isBotLeadSuccess({ success: true, link: 'https://wa.me/x' })).toBe(true);
    for (const reply of [{ success: false }, {}, null, undefined, 'ok', { success: 'true' }]) {
      expect(isBotLeadSuccess(reply)).toBe(false);
    }
  });
});

describe('conversation start', () => {
  it('shows the error popup for 4000 ms with the spec message', () => {
    expect(WHATSAPP_ERROR_POPUP.durationMs).toBe(4000);
    expect(whatsappErrorMessage('pt-BR')).toBe('Falha ao iniciar conversa no WhatsApp');
    expect(whatsappErrorMessage('es-AR')).not.toBe('');
  });

  it('logs the submit intent, then success and navigation, or error', () => {
    expect(whatsappLeadEvents(true)).toEqual([
      WHATSAPP_LEAD_EVENTS.submitIntent,
      WHATSAPP_LEAD_EVENTS.success,
      WHATSAPP_LEAD_EVENTS.navigation,
    ]);
    expect(whatsappLeadEvents(false)).toEqual([
      WHATSAPP_LEAD_EVENTS.submitIntent,
      WHATSAPP_LEAD_EVENTS.error,
    ]);
    expect(new Set(Object.values(WHATSAPP_LEAD_EVENTS)).size).toBe(4);
  });

  it('opens the bot link in the current window when a new one was blocked', () => {
    expect(botLinkTarget(true)).toBe('new-window');
    expect(botLinkTarget(false)).toBe('current-window');
  });
});

describe('test-drive intent of the bot lead', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('needs a model, a version, a dealer and a day in the next 30 days', () => {
    expect(
      testDriveIntentProblems({ model: '363', version: 'Audace', dealer: '010001', date: '2026-11-30' }, now),
    ).toEqual([]);
    expect(
      testDriveIntentProblems({ model: '363', version: '', dealer: '', date: '2027-03-01' }, now).map(
        (problem) => `${problem.field}:${problem.code}`,
      ),
    ).toEqual(['dealer:dealer_required', 'date:date_not_within_next_30_days', 'version:version_required']);
    expect(intentScheduleDate('30/11/2026')).toBe('2026-11-30');
  });

  it('carries the version, the dealer and the day to the bot', () => {
    const lead = buildBotLead({
      phone: '+54 9 351 555-1234',
      name: 'Lucía',
      brand: 'peugeot',
      model: '208',
      version: 'Allure',
      dealer: 'AR-CBA-01',
      scheduleDate: intentScheduleDate('30/11/2026'),
      country: 'AR',
    });
    expect(lead).toMatchObject({
      phoneNumber: '93515551234',
      version: 'Allure',
      dealer: 'AR-CBA-01',
      scheduleDate: '2026-11-30',
    });
  });
});
