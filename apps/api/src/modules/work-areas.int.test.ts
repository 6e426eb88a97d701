import { WorkAreasAnswer } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/helpers.js';
import { createAccount } from './auth/auth.fixture.js';
import { MODULES } from './modules.js';

const STAFF_TOKEN = 'w'.repeat(32);

describe('work areas: the back-office pages each person may use, from the module manifests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  const areasOf = async (headers: Record<string, string>, locale = 'pt-BR') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/work-areas?locale=${locale}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    return WorkAreasAnswer.parse(response.json()).areas;
  };

  it('lists nothing for nobody and for a customer', async () => {
    expect(await areasOf({})).toEqual([]);
    const customer = await createAccount(t.app, t.db, 'areas.cliente@example.com');
    expect(await areasOf(customer.headers)).toEqual([]);
  });

  it('gives a customer the approvals page once a partner company names them its approver', async () => {
    const hr = await createAccount(t.app, t.db, 'areas.rh@example.com');
    expect(await areasOf(hr.headers)).toEqual([]);
    const staff = await createAccount(t.app, t.db, 'areas.mesa@example.com', {
      roles: ['lead_queue_manager'],
    });
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/staff/b2e/partners/trama/approvers',
      headers: staff.headers,
      payload: { email: 'areas.rh@example.com' },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await areasOf(hr.headers)).map((area) => area.path)).toEqual(['employee-purchase/approvals']);
    expect((await areasOf(staff.headers)).map((area) => area.path)).toContain('staff/employee-program');
  });

  it("gives a dealer's seller the dealer desks and no staff screen, titled in the page's language", async () => {
    const seller = await createAccount(t.app, t.db, 'areas.vendedor@example.com', {
      roles: ['dealer_manager'],
      dealerCodes: ['FI-SP-001'],
    });
    const paths = (await areasOf(seller.headers)).map((area) => area.path);
    expect(paths).toEqual(
      expect.arrayContaining(['dealer/quotations', 'dealer/test-drives', 'reservation/desk']),
    );
    expect(paths.some((path) => path.startsWith('staff/'))).toBe(false);
    const spanish = await areasOf(seller.headers, 'es-AR');
    expect(spanish.find((area) => area.path === 'dealer/test-drives')?.title).toBe(
      'Test drives del concesionario',
    );
  });

  it('gives a regional manager the staff quotations but not the desks of a dealer they do not belong to', async () => {
    const regional = await createAccount(t.app, t.db, 'areas.regional@example.com', {
      roles: ['regional_manager'],
    });
    const paths = (await areasOf(regional.headers)).map((area) => area.path);
    expect(paths).toContain('staff/quotations');
    expect(paths).not.toContain('reservation/desk');
    expect(paths).not.toContain('staff/settings');
  });

  it('gives the staff token every staff screen the manifests declare', async () => {
    const paths = (await areasOf({ authorization: `Bearer ${STAFF_TOKEN}` })).map((area) => area.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'staff/settings',
        'staff/integration-errors',
        'staff/quotations',
        'staff/rental',
      ]),
    );
  });

  it('declares each work area with a permission of its own module and a title in both languages', () => {
    for (const module of MODULES) {
      for (const area of module.workAreas ?? []) {
        expect(module.permissions ?? [], `${module.name}: ${area.path}`).toContain(area.permission);
        expect(area.title['pt-BR'].length).toBeGreaterThan(0);
        expect(area.title['es-AR']).not.toBe(area.title['pt-BR']);
      }
    }
  });
});
