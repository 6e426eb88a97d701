import type { ContactRequest, ContactSent } from '@autohub/contract';
import { apiRequest } from '../../lib/api/api-client';

export function sendContact(request: ContactRequest): Promise<ContactSent> {
  return apiRequest<ContactSent>('/contact', { method: 'POST', body: request });
}
