import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Partnership tokens: a partner (an employer, a bank, an association) sends its members to the
 * club with a token it encrypts with the key agreed with us (AES-256-GCM; iv 12 bytes, tag 16,
 * base64url of iv | ciphertext | tag). The JSON inside names the partner, the club, the member's
 * document and an expiry in epoch milliseconds.
 */
export interface PartnershipClaims {
  partner: string;
  clubId: string;
  document: string;
  exp: number;
}

export type PartnershipKeySource =
  { kind: 'configured'; key: Buffer } | { kind: 'sandbox'; key: Buffer } | { kind: 'missing' };

/**
 * The key: DISCOUNT_CLUB_PARTNERSHIP_KEY (32 bytes, base64) when set. Outside production a sandbox
 * key derived from the session secret stands in, so the demo partner can mint tokens; production
 * without a key has none, and decryption answers that it is not configured.
 */
export function partnershipKey(
  env: Readonly<Record<string, string | undefined>>,
  sessionSecret: string,
): PartnershipKeySource {
  const configured = env.DISCOUNT_CLUB_PARTNERSHIP_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('DISCOUNT_CLUB_PARTNERSHIP_KEY must be 32 bytes in base64');
    return { kind: 'configured', key };
  }
  if (env.NODE_ENV === 'production') return { kind: 'missing' };
  return {
    kind: 'sandbox',
    key: createHash('sha256').update(`partnership-sandbox:${sessionSecret}`).digest(),
  };
}

export function encryptPartnershipToken(key: Buffer, claims: PartnershipClaims): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The claims of a token, or null when it was not made with the key or is malformed. */
export function decryptPartnershipToken(key: Buffer, token: string): PartnershipClaims | null {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 12 + 16 + 2) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([
      decipher.update(raw.subarray(12, raw.length - 16)),
      decipher.final(),
    ]).toString('utf8');
    const claims = JSON.parse(text) as Partial<PartnershipClaims>;
    if (
      typeof claims.partner !== 'string' ||
      typeof claims.clubId !== 'string' ||
      typeof claims.document !== 'string' ||
      typeof claims.exp !== 'number'
    ) {
      return null;
    }
    return { partner: claims.partner, clubId: claims.clubId, document: claims.document, exp: claims.exp };
  } catch {
    return null;
  }
}
