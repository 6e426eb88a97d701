import { serialItemProblems, singleSerialKind } from '@autohub/domain';
import { describe, expect, it } from 'vitest';
import { allVersions } from './catalogue.js';
import { priceRows } from './prices.js';

const VERSIONS = allVersions();

describe('standard equipment of the demo catalogue', () => {
  it.each(VERSIONS.map((entry) => [entry.version.mvs.code, entry] as const))(
    '%s has one screen, one engine, one wheel size, and its standard parts cost nothing',
    (_code, { version }) => {
      expect(
        serialItemProblems({
          serialItems: version.serialItems,
          parts: version.parts,
          defaultColorId: version.defaultColorId,
          defaultCoatingId: version.defaultCoatingId,
        }),
      ).toEqual([]);
    },
  );

  it('lists the engine and the wheels of the versions that name them once', () => {
    const withWheels = VERSIONS.filter(({ version }) =>
      version.serialItems.some((item) => singleSerialKind(item) === 'wheels'),
    );
    expect(withWheels.length).toBeGreaterThan(10);
  });

  it('prices the standard colour and upholstery 0 in every state and province where the version is sold', () => {
    const rows = priceRows();
    for (const { model, version } of VERSIONS) {
      for (const id of [version.defaultColorId, version.defaultCoatingId]) {
        const priced = rows.filter(
          (row) => row.kind === 'PART' && row.modelCode === model.code && row.partId === id,
        );
        expect(priced.length, `${version.mvs.code} ${id}`).toBeGreaterThan(0);
        for (const row of priced)
          expect(row.ecommercePrice, `${version.mvs.code} ${id} ${row.state}`).toBe(0);
      }
    }
  });
});
