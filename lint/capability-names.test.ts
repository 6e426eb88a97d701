import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One name per capability (docs/decisions/042-one-name-per-capability.md): the api module's folder
// names the capability, and the domain, the contract and the web features use the same folder name.
// A folder that serves no single api module is listed here with the reason; nothing else may differ.

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function folders(path: string): string[] {
  return readdirSync(join(repoRoot, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Folders named after no api module, each with the reason, per place. */
const NOT_API_MODULES: Record<string, Record<string, string>> = {
  'packages/domain/src': {
    access: 'roles and permissions of the role table, read by every module',
    brands: 'reference data: the brands and their markets',
    errors: 'the error catalogue of every module, with its messages in both locales',
    format: 'dates, money, phones and masks of both markets, for every screen and document',
    geo: 'coordinates, distances and route matrix, used by dealers, locations and stock',
    markets: 'reference data: Brazil and Argentina, their locale, currency and country rules',
    messages: 'the message catalogue of every module',
    messaging: 'the WhatsApp bot rules (phone check, bot lead) the leads module and the whatsapp page share',
    validation: 'document, contact and address validation of every form',
    vehicle: 'plate, chassis, MVS code, fuels and paint, used by builds, garage, stock and catalogue',
  },
  'packages/contract/src': {
    common: 'the error answer every route shares',
    fields:
      'field schemas every form shares (address, contact, tax id, card, password, vehicle, text safety)',
  },
  'apps/web/src/features': {
    account: "the person's own area, over users, privacy and account-records",
    'back-office': 'the staff back office, over integration-log and settings',
    home: "the brand's home page, over catalogue and prices",
    whatsapp: "the WhatsApp bot page, over the leads module's messaging routes",
  },
};

const apiModules = folders('apps/api/src/modules');

describe('one name per capability', () => {
  it('has api modules to name the capabilities', () => {
    expect(apiModules).toContain('builds');
    expect(apiModules).toContain('test-drives');
  });

  for (const [place, exceptions] of Object.entries(NOT_API_MODULES)) {
    it(`names every folder of ${place} after an api module, or lists why not`, () => {
      const misnamed = folders(place).filter((name) => !apiModules.includes(name) && !(name in exceptions));
      expect(misnamed, `rename to the api module's name, or list in NOT_API_MODULES with the reason`).toEqual(
        [],
      );
    });

    it(`lists in ${place} only folders that exist and are not api modules`, () => {
      const present = folders(place);
      const stale = Object.keys(exceptions).filter(
        (name) => !present.includes(name) || apiModules.includes(name),
      );
      expect(stale).toEqual([]);
    });
  }
});
