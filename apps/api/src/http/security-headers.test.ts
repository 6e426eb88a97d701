import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security-headers.js';

describe('security headers', () => {
  it("lets the pages call only this origin, plus the payment gateway's card-token origin when one is named", async () => {
    const plain = await computeSecurityHeaders({ production: false });
    expect(plain.app['content-security-policy']).toContain("connect-src 'self';");
    const gateway = await computeSecurityHeaders({
      production: false,
      connectSources: ['https://api.mercadopago.com'],
    });
    expect(gateway.app['content-security-policy']).toContain(
      "connect-src 'self' https://api.mercadopago.com;",
    );
    // The docs page does not need the gateway.
    expect(gateway.docsCsp).toContain("connect-src 'self';");
  });
});
