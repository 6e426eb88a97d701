import type { BotLeadReply, PhoneCheckReply } from '@autohub/contract';
import { type BotLead, type BrandSlug, type PhoneCheckCall, buildAnalyticsSend } from '@autohub/domain';
import { apiRequest } from '../../lib/api/api-client';

/** POST /api/messaging/Phone/valid, given up after the policy's time-out. */
export const checkPhone: PhoneCheckCall = (body, { timeoutMs }) =>
  apiRequest<PhoneCheckReply>('/messaging/Phone/valid', {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });

/** POST /api/messaging/{brand}/Lead/send. */
export function sendBotLead(brand: BrandSlug, lead: BotLead): Promise<BotLeadReply> {
  return apiRequest<BotLeadReply>(`/messaging/${encodeURIComponent(brand)}/Lead/send`, {
    method: 'POST',
    body: lead,
  });
}

/** POST /api/useranalytics/send; an analytics failure never gets in the buyer's way. */
export function trackLeadEvent(event: string, data: Record<string, unknown>): void {
  void apiRequest('/useranalytics/send', {
    method: 'POST',
    body: buildAnalyticsSend('', { event, ...data }),
  }).catch(() => undefined);
}
