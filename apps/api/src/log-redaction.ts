import { isValidCnpj, isValidCpf, isValidCuil, luhn } from '@autohub/domain';

/** What replaces a value the logs must not hold. */
export const REDACTED = '[Redacted]';

/** The kinds of secret or personal value the log redaction recognises by their shape. */
export type SensitiveKind = 'tax-id' | 'card-number' | 'token' | 'password' | 'password-hash';

// Runs of digits with the separators people and masks put in them (529.982.247-25,
// 12.345.678/0001-95, 20-12345678-6, 4111 1111 1111 1111). Each run is judged whole.
const DIGIT_RUN = /(?<!\d)\d[\d.\-/ ]{9,24}\d(?!\d)/g;
// Session tokens (v1.<claims>.<mac>), bearer credentials and one-time tokens in links.
const SESSION_TOKEN = /\bv1\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g;
const BEARER = /\b(Bearer\s+)[^\s"',;]+/gi;
const TOKEN_PARAM = /([?&;\s"]?(?:token|code|state|id_token|access_token|refresh_token)=)[^&\s"',;]+/gi;
const PASSWORD_HASH = /\$argon2(?:id|i|d)\$[^\s"',]+/g;
// "password": "x", password=x, senha: x, contraseña=x — in text that is not a parsed object.
const PASSWORD_PAIR =
  /((?:"|')?(?:[\w-]*password[\w-]*|senha|contrase(?:ñ|n)a|passwd|pwd)(?:"|')?\s*[:=]\s*)(?:"(?:[^"\\]|\\.)*"|'[^']*'|[^\s&,;}]+)/gi;

function digitRunKind(run: string): SensitiveKind | undefined {
  const whole = wholeRunKind(run);
  if (whole) return whole;
  // A run may join a document to its neighbours (`/529.982.247-25/1.5`): each part is judged too.
  const parts = run.split(/[/ ]+/);
  return parts.length > 1 ? parts.map(wholeRunKind).find(Boolean) : undefined;
}

function wholeRunKind(run: string): SensitiveKind | undefined {
  const digits = run.replace(/\D/g, '');
  if (digits.length === 11 && (isValidCpf(digits) || isValidCuil(digits))) return 'tax-id';
  if (digits.length === 14 && isValidCnpj(digits)) return 'tax-id';
  if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) return 'card-number';
  return undefined;
}

/** The sensitive values found in a text, by kind (for the log scan of the security suite). */
export function sensitiveFindings(text: string): { kind: SensitiveKind; value: string }[] {
  const found: { kind: SensitiveKind; value: string }[] = [];
  for (const match of text.matchAll(DIGIT_RUN)) {
    const kind = digitRunKind(match[0]);
    if (kind) found.push({ kind, value: match[0] });
  }
  for (const match of text.matchAll(SESSION_TOKEN)) found.push({ kind: 'token', value: match[0] });
  for (const match of text.matchAll(BEARER)) {
    if (!match[0].endsWith(REDACTED)) found.push({ kind: 'token', value: match[0] });
  }
  for (const match of text.matchAll(TOKEN_PARAM)) {
    if (!match[0].endsWith(REDACTED)) found.push({ kind: 'token', value: match[0] });
  }
  for (const match of text.matchAll(PASSWORD_HASH)) found.push({ kind: 'password-hash', value: match[0] });
  for (const match of text.matchAll(PASSWORD_PAIR)) {
    const value = match[0].slice(match[1]?.length ?? 0).replace(/^["']|["']$/g, '');
    if (value !== REDACTED) found.push({ kind: 'password', value: match[0] });
  }
  return found;
}

/** A text with every tax id, card number, token, password hash and `password=` value replaced. */
export function redactText(text: string): string {
  return text
    .replace(DIGIT_RUN, (run) => (digitRunKind(run) ? REDACTED : run))
    .replace(SESSION_TOKEN, REDACTED)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(TOKEN_PARAM, `$1${REDACTED}`)
    .replace(PASSWORD_HASH, REDACTED)
    .replace(PASSWORD_PAIR, (_match, head: string) => `${head}${REDACTED}`);
}

// Keys pino itself writes with numbers that are not personal data.
const PINO_NUMBERS = new Set(['time', 'pid', 'level', 'responseTime', 'statusCode']);
const MAX_DEPTH = 12;

/** A copy of a parsed log record with every string (and long integer) value redacted by shape. */
export function redactValues(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number') {
    if (PINO_NUMBERS.has(key) || !Number.isInteger(value)) return value;
    return digitRunKind(String(value)) ? REDACTED : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (Array.isArray(value)) return value.map((item) => redactValues(item, key, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) copy[name] = redactValues(item, name, depth + 1);
  return copy;
}

/**
 * One log line with its values redacted by shape. A JSON line is redacted value by value; a line
 * that is not JSON is redacted as text.
 */
export function redactLogLine(line: string): string {
  const trimmed = line.endsWith('\n') ? line.slice(0, -1) : line;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return `${JSON.stringify(redactValues(parsed))}\n`;
  } catch {
    return `${redactText(trimmed)}\n`;
  }
}

/**
 * What a log line still holds that the redaction should have taken out: the values of a JSON line
 * (strings, and integers outside pino's own fields) or the text of any other line.
 */
export function logLineFindings(line: string): { kind: SensitiveKind; value: string }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return sensitiveFindings(line);
  }
  const found: { kind: SensitiveKind; value: string }[] = [];
  const walk = (value: unknown, key: string, depth: number): void => {
    if (typeof value === 'string') found.push(...sensitiveFindings(value));
    else if (typeof value === 'number') {
      if (PINO_NUMBERS.has(key) || !Number.isInteger(value)) return;
      const kind = digitRunKind(String(value));
      if (kind) found.push({ kind, value: String(value) });
    } else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
      for (const [name, item] of Object.entries(value)) {
        found.push(...sensitiveFindings(name));
        walk(item, name, depth + 1);
      }
    }
  };
  walk(parsed, '', 0);
  return found;
}
