import type { AcceptedAnswer, SessionAnswer, SignUpBody } from '@autohub/contract';
import type { BrandSlug, Locale } from '@autohub/domain';
import { apiRequest } from '../../lib/api/api-client';

export function signIn(email: string, password: string, brand: BrandSlug): Promise<SessionAnswer> {
  return apiRequest<SessionAnswer>('/auth/v3/authentication', { method: 'POST', body: { email, password, brand } });
}

export function signUp(body: SignUpBody): Promise<AcceptedAnswer> {
  return apiRequest<AcceptedAnswer>('/signup/password', { method: 'POST', body });
}

export function confirmEmail(token: string): Promise<{ confirmed: true }> {
  return apiRequest('/confirm', { method: 'PUT', body: { token } });
}

export function resendEmail(email: string, brand: BrandSlug, locale: Locale): Promise<AcceptedAnswer> {
  return apiRequest<AcceptedAnswer>('/resend-email', { method: 'POST', body: { email, brand, locale } });
}

export function forgotPassword(email: string, brand: BrandSlug, locale: Locale): Promise<AcceptedAnswer> {
  return apiRequest<AcceptedAnswer>('/forgot', { method: 'POST', body: { email, brand, locale } });
}

export function resetPassword(token: string, password: string, passwordConfirmation: string): Promise<void> {
  return apiRequest<void>('/signup/password/reset', { method: 'POST', body: { token, password, passwordConfirmation } });
}

/** Development only: a sandbox id token, then the spec's social sign-in with it. */
export async function signInWithSandbox(email: string, brand: BrandSlug): Promise<SessionAnswer> {
  const { idToken } = await apiRequest<{ idToken: string }>('/dev/identity-provider/sandbox/token', { method: 'POST', body: { email } });
  return apiRequest<SessionAnswer>('/auth/v3/authentication/social', {
    method: 'POST',
    query: { provider: 'sandbox', brand },
    headers: { Authorization: `Bearer ${idToken}` },
  });
}
