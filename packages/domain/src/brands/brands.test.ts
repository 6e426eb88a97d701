import { describe, expect, it } from 'vitest';
import { BRANDS, BRAND_SLUGS, SSO_BRANDS, isBrandSlug, isCitroenPeugeotGroup } from './brands.js';

describe('brands', () => {
  it('serves the nine brands of the spec', () => {
    expect(BRAND_SLUGS).toHaveLength(9);
  });
  it('keeps the site ids of spec §3', () => {
    expect(BRANDS.fiat.siteId).toBe(0);
    expect(BRANDS.jeep.siteId).toBe(57);
    expect(BRANDS.chrysler.siteId).toBe(55);
    expect(BRANDS.dodge.siteId).toBe(55);
    expect(BRANDS.ram.siteId).toBe(58);
    expect(BRANDS.citroen.siteId).toBe(59);
    expect(BRANDS.peugeot.siteId).toBe(60);
    expect(BRANDS.leapmotor.siteId).toBe(82);
  });
  it('maps Dodge, Chrysler and Ram to 55 for leads', () => {
    expect([BRANDS.dodge.leadId, BRANDS.chrysler.leadId, BRANDS.ram.leadId]).toEqual([55, 55, 55]);
    expect(BRANDS.jeep.leadId).toBe(57);
    expect(BRANDS.fiat.leadId).toBe(0);
  });
  it('allows single sign-on only for the brands of spec §1', () => {
    expect([...SSO_BRANDS].sort()).toEqual(['chrysler', 'citroen', 'dodge', 'fiat', 'jeep', 'leapmotor', 'ram']);
  });
  it('recognises slugs and groups Citroën with Peugeot', () => {
    expect(isBrandSlug('jeep')).toBe(true);
    expect(isBrandSlug('tesla')).toBe(false);
    expect(isCitroenPeugeotGroup('peugeot')).toBe(true);
    expect(isCitroenPeugeotGroup('fiat')).toBe(false);
  });
});
