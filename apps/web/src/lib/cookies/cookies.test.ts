import { describe, expect, it } from 'vitest';
import { parentCookieDomain, readCookie, serializeCookie } from './cookies';

describe('parent cookie domain', () => {
  it.each([
    ['www.example.com.br', '.example.com.br'],
    ['loja.fiat.com.br', '.fiat.com.br'],
    ['example.com.br', '.example.com.br'],
    ['www.example.com.ar', '.example.com.ar'],
    ['a.b.example.com', '.example.com'],
    ['www.example.com', '.example.com'],
    ['shop.example.co.uk', '.example.co.uk'],
    ['WWW.Example.COM.BR.', '.example.com.br'],
  ])('%s → %s', (host, domain) => {
    expect(parentCookieDomain(host)).toBe(domain);
  });

  it.each(['localhost', 'app.localhost', '127.0.0.1', '192.168.0.10', '::1', '[::1]', 'intranet', 'com.br'])(
    'keeps %s host-only',
    (host) => {
      expect(parentCookieDomain(host)).toBeUndefined();
    },
  );
});

describe('cookie strings', () => {
  it('writes lifetime, domain and SameSite', () => {
    const cookie = serializeCookie('gclid', 'a b', { maxAgeMs: 86_400_000, domain: '.example.com', secure: true, now: 0 });
    expect(cookie).toBe('gclid=a%20b; Path=/; Max-Age=86400; Expires=Fri, 02 Jan 1970 00:00:00 GMT; Domain=.example.com; SameSite=Lax; Secure');
  });

  it('reads a cookie among others and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x%2Fy; b=2')).toBe('x/y');
    expect(readCookie('TOKEN', 'XSRF-TOKEN=x')).toBeNull();
  });
});
