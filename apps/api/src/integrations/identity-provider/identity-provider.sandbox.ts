import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IdentityClaims, IdentityProvider } from './identity-provider.port.js';

export const SANDBOX_ISSUER = 'https://identity.sandbox.autohub.invalid';
export const SANDBOX_AUDIENCE = 'autohub-web';

const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A local identity provider shaped like OpenID Connect: compact JWS id tokens (HS256) with `iss`,
 * `aud`, `sub`, `email`, `email_verified`, `name`, `iat`, `exp`. It issues tokens for any e-mail, so it
 * exists outside production only.
 */
export class SandboxIdentityProvider implements IdentityProvider {
  readonly name = 'sandbox';

  constructor(private readonly key: string) {}

  private sign(data: string): Buffer {
    return createHmac('sha256', this.key).update(data).digest();
  }

  /** An id token as the provider would return it after the person signs in there. */
  issue(claims: { subject: string; email: string; name?: string; emailVerified?: boolean }, now: Date, ttlS = 300): string {
    const iat = Math.floor(now.getTime() / 1000);
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const payload = b64({
      iss: SANDBOX_ISSUER,
      aud: SANDBOX_AUDIENCE,
      sub: claims.subject,
      email: claims.email,
      email_verified: claims.emailVerified ?? true,
      name: claims.name ?? null,
      iat,
      exp: iat + ttlS,
    });
    return `${header}.${payload}.${this.sign(`${header}.${payload}`).toString('base64url')}`;
  }

  verifyIdToken(idToken: string, now: Date): Promise<IdentityClaims | null> {
    return Promise.resolve(this.verify(idToken, now));
  }

  private verify(idToken: string, now: Date): IdentityClaims | null {
    const [header, payload, signature, ...rest] = idToken.split('.');
    if (!header || !payload || !signature || rest.length > 0) return null;
    const expected = this.sign(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: Record<string, unknown>;
    try {
      const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
      // Only the algorithm we sign with: a token must not choose how it is checked.
      if (parsedHeader.alg !== 'HS256') return null;
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
    const seconds = now.getTime() / 1000;
    if (claims.iss !== SANDBOX_ISSUER || claims.aud !== SANDBOX_AUDIENCE) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= seconds) return null;
    if (typeof claims.sub !== 'string' || claims.sub === '') return null;
    return {
      issuer: SANDBOX_ISSUER,
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  }
}
