import {
  BRAND_SLUGS,
  EMPTY_CAR_STATE,
  FUELS as DOMAIN_FUELS,
  applyChoice,
  checkState,
  mvsSizes,
  marketRegions,
  parseMvs,
  resolveAdd,
  resolveColor,
  validateModel,
  type CarState,
  type BuildModel,
  type Resolution,
} from '@autohub/domain';
import { describe, expect, it } from 'vitest';
import {
  AR_PROVINCES,
  BR_STATES,
  CATALOGUE,
  LARGEST_MODEL,
  PRICE_GAPS,
  allModels,
  allVersions,
  paintCategoryOfCode,
  priceRows,
  stockRows,
  type CatalogueGroup,
  type CatalogueModel,
  type CataloguePart,
  type CatalogueVersion,
  type PriceRow,
} from './index.js';

const FUELS: readonly string[] = Object.values(DOMAIN_FUELS);

// ---------------------------------------------------------------------------------------------
// Rule checks, written once and proven on broken fixtures below so they can actually fail.

type RuleSet = Pick<CatalogueVersion, 'parts' | 'groups'>;

function byId(rules: RuleSet): Map<string, CataloguePart> {
  return new Map(rules.parts.map((p) => [p.id, p]));
}

/** The parts a selection pulls in through `inclusive`, recursively. */
function closure(parts: Map<string, CataloguePart>, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(parts.get(id)?.inclusive ?? []));
  }
  return seen;
}

/** Why a set of parts (after inclusion) cannot be on one car, or null when it can. */
function conflictOf(parts: Map<string, CataloguePart>, selection: ReadonlySet<string>): string | null {
  for (const id of selection) {
    for (const excluded of parts.get(id)?.exclusive ?? []) {
      if (selection.has(excluded)) return `${id} excludes ${excluded}`;
    }
  }
  const colours = [...parts.values()].filter((p) => p.type === 'COLOR').map((p) => p.id);
  const allowed = [...selection].reduce<string[]>((acc, id) => {
    const restriction = parts.get(id)?.optionalColors ?? [];
    return restriction.length > 0 ? acc.filter((c) => restriction.includes(c)) : acc;
  }, colours);
  const chosenColour = [...selection].find((id) => parts.get(id)?.type === 'COLOR');
  if (allowed.length === 0) return 'no colour satisfies the restrictions';
  if (chosenColour !== undefined && !allowed.includes(chosenColour))
    return `${chosenColour} is restricted away`;
  return null;
}

function ruleProblems(rules: RuleSet): string[] {
  const problems: string[] = [];
  const parts = byId(rules);
  const exists = (id: string, where: string): void => {
    if (!parts.has(id)) problems.push(`${where} references missing part ${id}`);
  };
  for (const p of rules.parts) {
    p.inclusive.forEach((id) => exists(id, `${p.id}.inclusive`));
    p.exclusive.forEach((id) => exists(id, `${p.id}.exclusive`));
    p.optionalColors.forEach((id) => {
      exists(id, `${p.id}.optionalColors`);
      if (parts.has(id) && parts.get(id)?.type !== 'COLOR')
        problems.push(`${p.id}.optionalColors lists non-colour ${id}`);
    });
    if (p.inclusive.some((id) => p.exclusive.includes(id)))
      problems.push(`${p.id} includes and excludes the same part`);
    if (p.inclusive.includes(p.id) || p.exclusive.includes(p.id)) problems.push(`${p.id} refers to itself`);
    const selection = closure(parts, [p.id]);
    const conflict = conflictOf(parts, selection);
    if (conflict) problems.push(`${p.id} can never be selected: ${conflict}`);
  }
  for (const g of rules.groups) {
    g.members.forEach((id) => exists(id, `group ${g.id}`));
    if (g.owner !== undefined) exists(g.owner, `group ${g.id} owner`);
    if (g.kind === 'DEPENDENCY' && g.owner === undefined) problems.push(`dependency ${g.id} has no owner`);
    if (g.kind === 'ONE_OF') {
      for (const a of g.members) {
        for (const b of g.members) {
          if (a !== b && !parts.get(a)?.exclusive.includes(b))
            problems.push(`one-of ${g.id}: ${a} does not exclude ${b}`);
        }
      }
    }
    if (g.owner !== undefined) {
      const owner = g.owner;
      const satisfiable = g.members.some((m) => conflictOf(parts, closure(parts, [owner, m])) === null);
      if (!satisfiable) problems.push(`group ${g.id}: no member can go with ${owner}`);
    }
  }
  return problems;
}

/** Colours the buyer may pick with no optional selected: they need nothing and nothing restricts them. */
function freeColours(rules: RuleSet): CataloguePart[] {
  return rules.parts.filter((p) => p.type === 'COLOR' && p.inclusive.length === 0);
}

function fixture(parts: CataloguePart[], groups: CatalogueGroup[] = []): RuleSet {
  return { parts, groups };
}

function part(id: string, type: CataloguePart['type'], extra: Partial<CataloguePart> = {}): CataloguePart {
  return {
    id,
    code: id.toUpperCase(),
    name: id,
    type,
    behavior: 'OPTIONAL',
    price: 100_00,
    inclusive: [],
    exclusive: [],
    optionalColors: [],
    ...extra,
  };
}

describe('rule checks (on broken fixtures)', () => {
  it('report a reference to a part the version does not offer', () => {
    expect(
      ruleProblems(fixture([part('a', 'ITEM', { inclusive: ['ghost'] }), part('c', 'COLOR')])),
    ).toContain('a.inclusive references missing part ghost');
  });
  it('report a part that includes and excludes the same part', () => {
    const problems = ruleProblems(
      fixture([
        part('a', 'ITEM', { inclusive: ['b'], exclusive: ['b'] }),
        part('b', 'ITEM'),
        part('c', 'COLOR'),
      ]),
    );
    expect(problems).toContain('a includes and excludes the same part');
  });
  it('report an inclusive chain (and cycle) that reaches an exclusive', () => {
    const problems = ruleProblems(
      fixture([
        part('a', 'ITEM', { inclusive: ['b'] }),
        part('b', 'ITEM', { inclusive: ['c'] }),
        part('c', 'ITEM', { inclusive: ['a'], exclusive: ['a'] }),
        part('k', 'COLOR'),
      ]),
    );
    expect(problems.some((p) => p.startsWith('a can never be selected'))).toBe(true);
  });
  it('report a colour restriction naming a non-colour and a two-tone paint its optional forbids', () => {
    const problems = ruleProblems(
      fixture([
        part('roof', 'ITEM', { optionalColors: ['white', 'seat'] }),
        part('seat', 'COATING'),
        part('white', 'COLOR'),
        part('red-black', 'COLOR', { inclusive: ['roof'] }),
      ]),
    );
    expect(problems).toContain('roof.optionalColors lists non-colour seat');
    expect(problems.some((p) => p.startsWith('red-black can never be selected'))).toBe(true);
  });
  it('report a one-of whose members do not exclude each other, and an owner no member can join', () => {
    const problems = ruleProblems(
      fixture(
        [
          part('w17', 'ITEM'),
          part('w18', 'ITEM'),
          part('roof', 'ITEM', { exclusive: ['w17', 'w18'] }),
          part('c', 'COLOR'),
        ],
        [
          { id: 'wheels', kind: 'ONE_OF', members: ['w17', 'w18'], label: '' },
          { id: 'needs', kind: 'DEPENDENCY', owner: 'roof', members: ['w17', 'w18'], label: '' },
        ],
      ),
    );
    expect(problems).toContain('one-of wheels: w17 does not exclude w18');
    expect(problems).toContain('group needs: no member can go with roof');
  });
});

// ---------------------------------------------------------------------------------------------

function configuratorModel(model: CatalogueModel, version: CatalogueVersion): BuildModel {
  return { parts: version.parts, groups: version.groups, services: model.services };
}

/** Follows a resolution to its end, answering every choice with its first option. */
function settle(cm: BuildModel, resolution: Resolution): CarState | null {
  let current = resolution;
  for (let guard = 0; guard < 20; guard += 1) {
    if (current.kind === 'ok') return current.next;
    if (current.kind === 'impossible') return null;
    const option = current.pendingGroup.options[0];
    if (option === undefined) return null;
    current = applyChoice(cm, current, option);
  }
  return null;
}

function firstAllowedColour(cm: BuildModel, state: CarState): string {
  const restrictions = cm.parts
    .filter((p) => state.selected.includes(p.id) && (p.optionalColors?.length ?? 0) > 0)
    .map((p) => p.optionalColors ?? []);
  const colour = cm.parts.find((p) => p.type === 'COLOR' && restrictions.every((r) => r.includes(p.id)));
  return colour?.id ?? '';
}

const models = allModels().map((e) => e.model);
const versions = allVersions();

function versionLabel(model: CatalogueModel, version: CatalogueVersion): string {
  return `${model.brand}/${model.code}/${version.mvs.code}`;
}

describe('catalogue shape', () => {
  it('has models for every brand: at least three for fiat, jeep, peugeot and citroen, one or two for the others', () => {
    for (const brand of BRAND_SLUGS) {
      const count = CATALOGUE[brand].length;
      if (['fiat', 'jeep', 'peugeot', 'citroen'].includes(brand))
        expect(count, brand).toBeGreaterThanOrEqual(3);
      else expect([1, 2], brand).toContain(count);
      for (const model of CATALOGUE[brand]) expect(model.brand).toBe(brand);
    }
  });

  it('gives every model 2 to 4 versions, markets, model years and unique model codes', () => {
    const codes = new Set<string>();
    for (const model of models) {
      expect(model.versions.length, model.name).toBeGreaterThanOrEqual(2);
      expect(model.versions.length, model.name).toBeLessThanOrEqual(4);
      expect(model.markets.length).toBeGreaterThan(0);
      expect(model.markets.every((m) => m === 'BR' || m === 'AR')).toBe(true);
      expect(model.modelYears.every((y) => y >= 2026 && y <= 2027)).toBe(true);
      expect(codes.has(model.code), model.code).toBe(false);
      codes.add(model.code);
      for (const version of model.versions) {
        expect(version.modelYears.length).toBeGreaterThan(0);
        expect(version.modelYears.every((y) => model.modelYears.includes(y))).toBe(true);
        expect(version.mvs.year).toBe(Math.max(...version.modelYears));
      }
    }
  });

  it('sells at least one model of each country', () => {
    expect(models.some((m) => m.markets.includes('AR'))).toBe(true);
    expect(models.some((m) => m.markets.includes('BR'))).toBe(true);
  });
});

describe('vehicle codes (MVS)', () => {
  it('use 7 characters (3+3+1) for the default brands and 16 (4+11+1) for Citroën and Peugeot', () => {
    for (const { model, version } of versions) {
      const psa = model.brand === 'citroen' || model.brand === 'peugeot';
      const { code, modelCode, versionCode, seriesCode } = version.mvs;
      expect(model.mvsFamily).toBe(psa ? 'psa' : 'default');
      expect(code.length, code).toBe(psa ? 16 : 7);
      expect([modelCode.length, versionCode.length, seriesCode.length], code).toEqual(
        psa ? [4, 11, 1] : [3, 3, 1],
      );
      expect(code).toBe(`${modelCode}${versionCode}${seriesCode}`);
      expect(code).toMatch(/^[0-9A-Z]+$/);
      expect(modelCode).toBe(model.code);
    }
  });

  it('parse with the domain reader in both readings', () => {
    for (const { model, version } of versions) {
      const { code, modelCode, versionCode, seriesCode } = version.mvs;
      const parsed = parseMvs(code, model.brand);
      expect(parsed?.matchesBrandSizes, code).toBe(true);
      expect(parsed?.segments).toEqual({ model: modelCode, version: versionCode, series: seriesCode });
      expect(code.length).toBe(mvsSizes(model.brand).series);
    }
  });

  it('are unique across the catalogue', () => {
    const codes = versions.map((v) => v.version.mvs.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('carry the Mvs record fields with the spec fuels', () => {
    for (const { model, version } of versions) {
      const mvs = version.mvs;
      expect(FUELS).toContain(mvs.fuel);
      expect(mvs.modelName).toBe(model.name);
      expect(mvs.modelShortName).toBe(model.shortName);
      expect(mvs.versionName.length).toBeGreaterThan(0);
      expect(mvs.gear.length).toBeGreaterThan(0);
      expect(mvs.engine.length).toBeGreaterThan(0);
      expect(mvs.doors).toBeGreaterThanOrEqual(2);
      expect(mvs.fullDescription).toContain(mvs.versionName);
    }
  });
});

describe('versions', () => {
  it('list serial items, highlights and a plausible datasheet', () => {
    for (const { model, version } of versions) {
      const label = versionLabel(model, version);
      const sheet = version.datasheet;
      expect(version.serialItems.length, label).toBeGreaterThanOrEqual(5);
      expect(version.highlights.length, label).toBeGreaterThanOrEqual(3);
      expect(sheet.dimensions.lengthMm, label).toBeGreaterThan(3_000);
      expect(sheet.dimensions.lengthMm, label).toBeLessThan(6_000);
      expect(sheet.dimensions.wheelbaseMm).toBeLessThan(sheet.dimensions.lengthMm);
      expect(sheet.dimensions.trunkLitres).toBeGreaterThan(0);
      expect(sheet.engine.power.every((p) => p.cv > 50 && p.cv < 1_000)).toBe(true);
      expect(sheet.engine.torque.every((t) => t.kgfm > 5 && t.kgfm < 100)).toBe(true);
      expect(sheet.performance.topSpeedKmh).toBeGreaterThan(120);
      expect(sheet.performance.zeroToHundredS).toBeGreaterThan(2);
      expect(sheet.consumption.length).toBeGreaterThan(0);
      for (const c of sheet.consumption) {
        expect(c.unit).toBe(c.fuel === 'electricity' ? 'km/kWh' : 'km/l');
        expect(c.city).toBeGreaterThan(0);
        expect(c.road).toBeGreaterThan(0);
      }
      if (version.mvs.fuel === 'Electric') {
        expect(sheet.dimensions.tankLitres, label).toBeUndefined();
        expect(sheet.battery, label).toBeDefined();
      } else {
        expect(sheet.dimensions.tankLitres, label).toBeGreaterThan(0);
      }
      if (version.mvs.fuel === 'Flex' || version.mvs.fuel === 'Flex Hybrid') {
        expect(sheet.consumption.map((c) => c.fuel).sort(), label).toEqual(['ethanol', 'gasoline']);
      }
    }
  });
});

describe('parts and rules', () => {
  it('keep part ids and codes unique per model, and a version part is the model part narrowed', () => {
    for (const model of models) {
      const ids = model.parts.map((p) => p.id);
      const codes = model.parts.map((p) => p.code);
      expect(new Set(ids).size, model.name).toBe(ids.length);
      expect(new Set(codes).size, model.name).toBe(codes.length);
      const byModelId = new Map(model.parts.map((p) => [p.id, p]));
      for (const version of model.versions) {
        for (const p of version.parts) {
          const source = byModelId.get(p.id);
          expect(source, p.id).toBeDefined();
          expect([p.code, p.type, p.price, p.inclusive]).toEqual([
            source?.code,
            source?.type,
            source?.price,
            source?.inclusive,
          ]);
        }
      }
    }
  });

  it('offer every part type on every version, colours with a paint category matching the code, upholsteries with their colour', () => {
    for (const { model, version } of versions) {
      const types = new Set(version.parts.map((p) => p.type));
      expect([...types].sort(), versionLabel(model, version)).toEqual([
        'ACCESSORY',
        'COATING',
        'COLOR',
        'ITEM',
      ]);
      for (const p of version.parts.filter((x) => x.type === 'COLOR')) {
        expect(p.paint, p.code).toBe(paintCategoryOfCode(p.code));
        expect(p.colorValue).toMatch(/^#[0-9a-f]{6}$/);
        if (p.secondaryColorValue !== undefined) expect(p.secondaryColorValue).toMatch(/^#[0-9a-f]{6}$/);
      }
      // An upholstery has the colour its seats are drawn in (the interior view), and no paint.
      for (const p of version.parts.filter((x) => x.type === 'COATING')) {
        expect(p.colorValue, p.code).toMatch(/^#[0-9a-f]{6}$/);
        expect([p.paint, p.secondaryColorValue]).toEqual([undefined, undefined]);
      }
      for (const p of version.parts.filter((x) => x.type === 'ITEM' || x.type === 'ACCESSORY')) {
        expect([p.paint, p.colorValue, p.secondaryColorValue]).toEqual([undefined, undefined, undefined]);
      }
    }
  });

  it('price parts in positive integer cents, free only for colours and coatings', () => {
    for (const model of models) {
      for (const p of model.parts) {
        expect(Number.isInteger(p.price), p.id).toBe(true);
        if (p.type === 'ITEM' || p.type === 'ACCESSORY')
          expect(p.price, `${model.code}/${p.id}`).toBeGreaterThan(0);
        else expect(p.price).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('reference only existing parts of the same version and never contradict themselves', () => {
    for (const { model, version } of versions) {
      expect(ruleProblems(version), versionLabel(model, version)).toEqual([]);
    }
  });

  it('pass the configurator catalogue validation of the domain', () => {
    for (const { model, version } of versions) {
      expect(validateModel(configuratorModel(model, version)), versionLabel(model, version)).toEqual([]);
    }
  });

  it('let the conflict engine add every optional and accessory, and pick every colour, from the default build', () => {
    for (const { model, version } of versions) {
      const cm = configuratorModel(model, version);
      const start: CarState = {
        ...EMPTY_CAR_STATE,
        colorId: version.defaultColorId,
        coatingId: version.defaultCoatingId,
      };
      expect(checkState(cm, start), versionLabel(model, version)).toEqual([]);
      for (const p of version.parts) {
        if (p.type !== 'ITEM' && p.type !== 'ACCESSORY' && p.type !== 'COLOR') continue;
        const first = p.type === 'COLOR' ? resolveColor(cm, start, p.id) : resolveAdd(cm, start, p.id);
        const label = `${versionLabel(model, version)} + ${p.id}`;
        const next = settle(cm, first);
        expect(next, label).not.toBeNull();
        if (!next) continue;
        // A removed colour (the restriction changed) is picked again among the allowed ones.
        const built =
          next.colorId === null ? settle(cm, resolveColor(cm, next, firstAllowedColour(cm, next))) : next;
        expect(built && checkState(cm, built), label).toEqual([]);
        if (p.type === 'COLOR') expect(built?.colorId, label).toBe(p.id);
        else expect(built?.selected, label).toContain(p.id);
      }
    }
  });

  it('let every version start with a colour and a coating that need no optional', () => {
    for (const { model, version } of versions) {
      const label = versionLabel(model, version);
      const free = freeColours(version);
      expect(free.length, label).toBeGreaterThan(0);
      expect(
        free.map((c) => c.id),
        label,
      ).toContain(version.defaultColorId);
      const coating = version.parts.find((p) => p.id === version.defaultCoatingId);
      expect(coating?.type, label).toBe('COATING');
      expect(coating?.inclusive, label).toEqual([]);
    }
  });

  it('show the real-looking rules on a model of every brand with three or more models', () => {
    for (const brand of BRAND_SLUGS.filter((b) => CATALOGUE[b].length >= 3)) {
      const found = CATALOGUE[brand].some((model) =>
        model.versions.some((version) => {
          const parts = byId(version);
          const items = version.parts.filter((p) => p.type === 'ITEM');
          const chain = items.some((a) => a.inclusive.some((b) => (parts.get(b)?.inclusive.length ?? 0) > 0));
          const packExcludesPack = items.some((a) => a.exclusive.some((b) => parts.get(b)?.type === 'ITEM'));
          const twoTone = version.parts.some(
            (c) =>
              c.type === 'COLOR' &&
              c.secondaryColorValue !== undefined &&
              c.inclusive.some((opt) => parts.get(opt)?.optionalColors.includes(c.id)),
          );
          const oneOf = version.groups.some((g) => g.kind === 'ONE_OF');
          const dependency = version.groups.some((g) => g.kind === 'DEPENDENCY');
          return chain && packExcludesPack && twoTone && oneOf && dependency;
        }),
      );
      expect(found, brand).toBe(true);
    }
  });

  it('names the largest model, with at least 40 parts', () => {
    const largest = CATALOGUE[LARGEST_MODEL.brand].find((m) => m.code === LARGEST_MODEL.modelCode);
    expect(largest).toBeDefined();
    const sizes = models.map((m) => m.parts.length);
    expect(largest?.parts.length).toBeGreaterThanOrEqual(40);
    expect(largest?.parts.length).toBe(Math.max(...sizes));
    expect(Math.max(...(largest?.versions.map((v) => v.parts.length) ?? []))).toBeGreaterThanOrEqual(40);
  });

  it('offers services with unique ids and positive prices', () => {
    for (const model of models) {
      const ids = model.services.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(model.services.length).toBeGreaterThan(0);
      for (const s of model.services) {
        expect(Number.isInteger(s.price) && s.price > 0, s.id).toBe(true);
        expect(s.serviceName.length).toBeGreaterThan(0);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------

const rows = priceRows();

/** A price row without its prices: what must (or must not) be priced. */
type UnpricedRow = PriceRow extends infer R
  ? R extends PriceRow
    ? Omit<R, 'ecommercePrice' | 'customPrice'>
    : never
  : never;

function rowKey(r: UnpricedRow): string {
  const what = r.kind === 'VERSION' ? r.mvsCode : r.kind === 'PART' ? r.partId : r.serviceId;
  return `${r.country}|${r.state}|${r.brand}|${r.modelCode}|${r.modelYear}|${r.kind}|${what}`;
}

const rowIndex = new Map(rows.map((r) => [rowKey(r), r]));

/** The index in PRICE_GAPS of the gap that leaves this combination unpriced, or -1. */
function gapIndex(r: UnpricedRow): number {
  return PRICE_GAPS.findIndex(
    (g) =>
      g.brand === r.brand &&
      g.country === r.country &&
      g.state === r.state &&
      g.modelCode === r.modelCode &&
      (g.modelYear === undefined || g.modelYear === r.modelYear) &&
      (g.mvsCode === undefined || (r.kind === 'VERSION' && g.mvsCode === r.mvsCode)) &&
      (g.partId === undefined || (r.kind === 'PART' && g.partId === r.partId)),
  );
}

describe('regions', () => {
  it('cover the 27 Brazilian UFs and the 24 Argentine jurisdictions (ISO 3166-2:AR letters)', () => {
    expect(BR_STATES.map((s) => s.code)).toHaveLength(27);
    expect(new Set(BR_STATES.map((s) => s.code)).size).toBe(27);
    expect(
      AR_PROVINCES.map((p) => p.code)
        .sort()
        .join(''),
    ).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ');
  });

  it('price every state or province of the market lists, and no other', () => {
    for (const [country, priced] of [
      ['BR', BR_STATES],
      ['AR', AR_PROVINCES],
    ] as const) {
      expect(priced.map((r) => r.code).sort()).toEqual(
        marketRegions(country)
          .map((r) => r.code)
          .sort(),
      );
    }
  });
});

describe('prices', () => {
  it('are positive integer cents, the custom price below the ecommerce price when present', () => {
    const wrong = rows.filter(
      (r) =>
        !Number.isInteger(r.ecommercePrice) ||
        r.ecommercePrice < 0 ||
        (r.kind !== 'PART' && r.ecommercePrice === 0) ||
        (r.customPrice !== undefined &&
          (!Number.isInteger(r.customPrice) || r.customPrice <= 0 || r.customPrice >= r.ecommercePrice)) ||
        r.currency !== (r.country === 'BR' ? 'BRL' : 'ARS'),
    );
    expect(wrong).toEqual([]);
    expect(rows.some((r) => r.customPrice !== undefined)).toBe(true);
    expect(rows.some((r) => r.kind === 'VERSION' && r.customPrice === undefined)).toBe(true);
  });

  it('price zero only the parts that are free', () => {
    const free = new Set(
      models.flatMap((m) => m.parts.filter((p) => p.price === 0).map((p) => `${m.code}|${p.id}`)),
    );
    const wrong = rows.filter(
      (r) => r.kind === 'PART' && (r.ecommercePrice === 0) !== free.has(`${r.modelCode}|${r.partId}`),
    );
    expect(wrong).toEqual([]);
    expect(rows.some((r) => r.kind === 'PART' && r.ecommercePrice === 0)).toBe(true);
  });

  it('cover every version, part and service in every state or province of the countries it is sold in, except the listed gaps', () => {
    let expected = 0;
    const mismatches: string[] = [];
    const hidden = PRICE_GAPS.map(() => 0);
    for (const model of models) {
      for (const country of model.markets) {
        for (const region of country === 'BR' ? BR_STATES : AR_PROVINCES) {
          for (const modelYear of model.modelYears) {
            const base = {
              brand: model.brand,
              country,
              state: region.code,
              currency: country === 'BR' ? 'BRL' : 'ARS',
              modelCode: model.code,
              modelYear,
            } as const;
            const wanted: UnpricedRow[] = [
              ...model.versions
                .filter((v) => v.modelYears.includes(modelYear))
                .map((v) => ({ ...base, kind: 'VERSION' as const, mvsCode: v.mvs.code })),
              ...model.parts.map((p) => ({
                ...base,
                kind: 'PART' as const,
                partId: p.id,
                partCode: p.code,
                partType: p.type,
              })),
              ...model.services.map((s) => ({ ...base, kind: 'SERVICE' as const, serviceId: s.id })),
            ];
            for (const w of wanted) {
              const found = rowIndex.has(rowKey(w));
              const gap = gapIndex(w);
              if (gap >= 0) hidden[gap] = (hidden[gap] ?? 0) + 1;
              if (found === gap >= 0) mismatches.push(`${found ? 'unexpected' : 'missing'} ${rowKey(w)}`);
              if (found) expected += 1;
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(rows.length).toBe(expected);
    expect(rowIndex.size).toBe(rows.length);
    // Every listed gap hides at least one combination that would otherwise be priced.
    expect(
      hidden.every((n) => n > 0),
      hidden.join(','),
    ).toBe(true);
  });

  it('list gaps that point at real combinations, one of them an accessory in Acre', () => {
    for (const gap of PRICE_GAPS) {
      const model = CATALOGUE[gap.brand].find((m) => m.code === gap.modelCode);
      expect(model, gap.reason).toBeDefined();
      expect(model?.markets).toContain(gap.country);
      // A gap is one version or one part, never a whole model.
      expect((gap.mvsCode === undefined) !== (gap.partId === undefined), gap.reason).toBe(true);
      if (gap.modelYear !== undefined) expect(model?.modelYears).toContain(gap.modelYear);
      if (gap.mvsCode) expect(model?.versions.map((v) => v.mvs.code)).toContain(gap.mvsCode);
      if (gap.partId) expect(model?.parts.map((p) => p.id)).toContain(gap.partId);
      const priced = rows.filter(
        (r) => r.brand === gap.brand && r.modelCode === gap.modelCode && r.state === gap.state,
      );
      expect(priced.length, gap.reason).toBeGreaterThan(0);
    }
    expect(
      PRICE_GAPS.some(
        (g) =>
          g.state === 'AC' &&
          CATALOGUE[g.brand].find((m) => m.code === g.modelCode)?.parts.find((p) => p.id === g.partId)
            ?.type === 'ACCESSORY',
      ),
    ).toBe(true);
  });

  it('vary by region from the national reference: freight to the North, no VAT in Tierra del Fuego', () => {
    const toro = CATALOGUE.fiat.find((m) => m.code === '226');
    const mvs = toro?.versions[0]?.mvs.code ?? '';
    const price = (country: string, state: string): number =>
      rows.find(
        (r) =>
          r.kind === 'VERSION' &&
          r.mvsCode === mvs &&
          r.modelYear === 2027 &&
          r.country === country &&
          r.state === state,
      )?.ecommercePrice ?? 0;
    expect(price('BR', 'SP')).toBe(toro?.versions[0]?.basePrice);
    expect(price('BR', 'AC')).toBeGreaterThan(price('BR', 'SP'));
    expect(price('BR', 'AC') / price('BR', 'SP')).toBeLessThan(1.03);
    expect(price('AR', 'V')).toBeLessThan(price('AR', 'C'));
    // A mid-range pickup costs tens of millions of pesos in 2026.
    expect(price('AR', 'C')).toBeGreaterThan(30_000_000_00);
    expect(price('AR', 'C')).toBeLessThan(90_000_000_00);
  });

  it('sell the previous model year slightly below the newest', () => {
    const pulse = CATALOGUE.fiat.find((m) => m.code === '363');
    const mvs = pulse?.versions[1]?.mvs.code;
    const at = (year: number): number =>
      rows.find((r) => r.kind === 'VERSION' && r.mvsCode === mvs && r.modelYear === year && r.state === 'SP')
        ?.ecommercePrice ?? 0;
    expect(at(2026)).toBeLessThan(at(2027));
    expect(at(2026)).toBeGreaterThan(at(2027) * 0.9);
  });

  it('are deterministic', () => {
    expect(priceRows()).toEqual(rows);
  });
});

describe('stock', () => {
  const stock = stockRows();

  it('has one row per version, model year and state or province of its markets', () => {
    const expected = versions.reduce(
      (n, { model, version }) =>
        n +
        model.markets.reduce(
          (m, c) => m + (c === 'BR' ? BR_STATES : AR_PROVINCES).length * version.modelYears.length,
          0,
        ),
      0,
    );
    expect(stock).toHaveLength(expected);
    const keys = new Set(stock.map((s) => `${s.mvsCode}|${s.modelYear}|${s.brand}|${s.state}`));
    expect(keys.size).toBe(stock.length);
  });

  it('labels cars in stock ready for delivery and uses every delivery label of the spec', () => {
    for (const s of stock) {
      expect(Number.isInteger(s.quantity) && s.quantity >= 0).toBe(true);
      expect(s.delivery === 'READY_FOR_DELIVERY').toBe(s.quantity > 0);
      if (s.delivery === 'DELIVERY_IN_DAYS') expect(s.deliveryDays).toBeGreaterThan(0);
      else expect(s.deliveryDays).toBeUndefined();
    }
    expect(new Set(stock.map((s) => s.delivery))).toEqual(
      new Set(['READY_FOR_DELIVERY', 'UNDEFINED', 'DELIVERY_IN_DAYS', 'NOTIFY_ME']),
    );
  });

  it('is deterministic', () => {
    expect(stockRows()).toEqual(stock);
  });
});
