import type { SessionAnswer, SessionUser } from '@autohub/contract';

/** An api answer with a JSON body, as `fetch` resolves it. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The session of a signed-in Fiat staff member with a complete profile, as `GET /api/session`
 * answers it, valid for the next hour.
 */
export function staffSession(user: Pick<SessionUser, 'id' | 'name' | 'email' | 'roles'>): SessionAnswer {
  return {
    authenticated: true,
    user: {
      ...user,
      nickname: null,
      emailConfirmed: true,
      completion: { userData: true, addressData: true, dealerData: true },
    },
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    signInBrand: 'fiat',
    brands: ['fiat'],
  };
}
