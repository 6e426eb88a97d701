// @vitest-environment-options {"url": "https://www.example.com.br/pt-BR/fiat"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLICK_ID_COOKIE, CLICK_ID_MAX_AGE_MS, captureClickId, readClickId } from './click-id';

describe('click id cookie', () => {
  afterEach(() => {
    document.cookie = `${CLICK_ID_COOKIE}=; Max-Age=0; Path=/; Domain=.example.com.br`;
    vi.restoreAllMocks();
  });

  it('lives 90 days on the parent domain', () => {
    expect(CLICK_ID_MAX_AGE_MS).toBe(7_776_000_000);
    const writes: string[] = [];
    const cookieSetter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    const captured = captureClickId({ search: '?gclid=Cj0KCQ-abc&utm_source=google', hostname: 'www.example.com.br', protocol: 'https:' }, Date.UTC(2025, 0, 1));
    cookieSetter.mockRestore();

    expect(captured).toBe('Cj0KCQ-abc');
    expect(writes).toHaveLength(1);
    const attributes = writes[0]!.split('; ');
    expect(attributes).toContain('gclid=Cj0KCQ-abc');
    expect(attributes).toContain('Domain=.example.com.br');
    expect(attributes).toContain('Max-Age=7776000');
    expect(attributes).toContain(`Expires=${new Date(Date.UTC(2025, 3, 1)).toUTCString()}`);
    expect(attributes).toContain('Secure');
  });

  it('is accepted by the browser on the parent domain and readable by the page', () => {
    expect(window.location.hostname).toBe('www.example.com.br');
    captureClickId({ search: '?gclid=XYZ', hostname: window.location.hostname, protocol: window.location.protocol });
    expect(readClickId()).toBe('XYZ');
  });

  it('stays host-only on localhost and IP addresses', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    captureClickId({ search: '?gclid=1', hostname: 'localhost', protocol: 'http:' });
    captureClickId({ search: '?gclid=2', hostname: '10.0.0.5', protocol: 'http:' });
    expect(writes.every((cookie) => !cookie.includes('Domain='))).toBe(true);
    expect(writes.every((cookie) => !cookie.includes('Secure'))).toBe(true);
  });

  it('does nothing when the address has no gclid', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    expect(captureClickId({ search: '?utm_source=x', hostname: 'www.example.com.br', protocol: 'https:' })).toBeNull();
    expect(setter).not.toHaveBeenCalled();
  });
});
