export interface CookieOptions {
  /** Lifetime in milliseconds; omitted means a session cookie. */
  maxAgeMs?: number;
  /** `Domain` attribute; omitted means host-only. */
  domain?: string;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  /** Clock for the `Expires` attribute (old browsers ignore `Max-Age`). */
  now?: number;
}

/** Reads a cookie visible to the page, decoded; null when absent. */
export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Builds the `document.cookie` assignment for a cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeMs !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAgeMs / 1000)}`);
    parts.push(`Expires=${new Date((options.now ?? Date.now()) + options.maxAgeMs).toUTCString()}`);
  }
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options);
}

/*
 * Second-level names under which anyone can register a domain. Browsers refuse cookies scoped to
 * them, so the parent domain of `www.example.com.br` is `.example.com.br`, not `.com.br`. Under the
 * .br and .ar country domains every second level is such a name; elsewhere only the listed ones.
 */
const REGISTRY_COUNTRY_TLDS = new Set(['br', 'ar']);
const REGISTRY_SECOND_LEVELS = new Set(['co.uk', 'org.uk', 'com.au', 'com.mx', 'com.uy', 'com.py', 'com.co', 'com.pe', 'co.jp']);

function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
}

/**
 * The `Domain` attribute that shares a cookie with every sub-domain of the site
 * (`www.example.com.br` → `.example.com.br`), or undefined for hosts where it must stay host-only:
 * localhost, IP addresses and single-label names.
 */
export function parentCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || isIpAddress(host) || host === 'localhost' || host.endsWith('.localhost')) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  const lastTwo = labels.slice(-2).join('.');
  const tld = labels[labels.length - 1] ?? '';
  const registryLevel = REGISTRY_COUNTRY_TLDS.has(tld) || REGISTRY_SECOND_LEVELS.has(lastTwo);
  const keep = registryLevel ? 3 : 2;
  if (labels.length < keep) return undefined;
  return `.${labels.slice(-keep).join('.')}`;
}
