import { consistentSerialItems, paintCategory, type CountryCode } from '@autohub/domain';
import type {
  CatalogueBrand,
  CatalogueDatasheet,
  CatalogueGroup,
  CatalogueModel,
  CataloguePart,
  CatalogueService,
  CatalogueVersion,
  Fuel,
  ModelCategory,
  ModelSignature,
  PaintCategory,
  PartBehavior,
  PartType,
} from '../../data/types.js';

/*
 * Small builders so each model file reads like a brand's price list: rules are written once per
 * model and every version keeps the ones whose parts it offers.
 */

interface PartRules {
  inclusive?: readonly string[];
  exclusive?: readonly string[];
  optionalColors?: readonly string[];
  description?: string;
  featured?: boolean;
}

function part(
  type: PartType,
  id: string,
  code: string,
  name: string,
  price: number,
  rules: PartRules = {},
): CataloguePart {
  const behavior: PartBehavior = rules.featured ? 'FEATURED' : 'OPTIONAL';
  return {
    id,
    code,
    name,
    type,
    behavior,
    price,
    inclusive: rules.inclusive ?? [],
    exclusive: rules.exclusive ?? [],
    optionalColors: rules.optionalColors ?? [],
    ...(rules.description ? { description: rules.description } : {}),
  };
}

/** An optional (ITEM). */
export function item(
  id: string,
  code: string,
  name: string,
  price: number,
  rules?: PartRules,
): CataloguePart {
  return part('ITEM', id, code, name, price, rules);
}

export function accessory(
  id: string,
  code: string,
  name: string,
  price: number,
  rules?: PartRules,
): CataloguePart {
  return part('ACCESSORY', id, code, name, price, rules);
}

/**
 * Seat upholstery, with its main colour ('#rrggbb', for the interior picture). A coating whose
 * `inclusive` lists an optional is only sold with it.
 */
export function coating(
  id: string,
  code: string,
  name: string,
  colorValue: string,
  price: number,
  rules?: PartRules,
): CataloguePart {
  return { ...part('COATING', id, code, name, price, rules), colorValue };
}

/** A paint as a brand lists it; the price is set per model. */
export interface PaintSpec {
  id: string;
  code: string;
  name: string;
  /** Body colour for drawing, '#rrggbb'. */
  colorValue: string;
  /** Roof colour of a two-tone paint. */
  secondaryColorValue?: string;
}

/**
 * Paint codes of this catalogue end in their category letter (spec §3: M metallic, P pearly,
 * otherwise solid), so the category can always be read back from the code.
 */
export function paintCategoryOfCode(code: string): PaintCategory {
  return paintCategory(code.at(-1));
}

export function paint(
  id: string,
  code: string,
  name: string,
  colorValue: string,
  roofColorValue?: string,
): PaintSpec {
  return { id, code, name, colorValue, ...(roofColorValue ? { secondaryColorValue: roofColorValue } : {}) };
}

/**
 * A COLOR part. `inclusive` on a colour names the optional it needs (two-tone roofs), so dropping
 * that optional forces another colour.
 */
export function color(spec: PaintSpec, price: number, rules?: PartRules): CataloguePart {
  return {
    ...part('COLOR', spec.id, spec.code, spec.name, price, rules),
    paint: paintCategoryOfCode(spec.code),
    colorValue: spec.colorValue,
    ...(spec.secondaryColorValue ? { secondaryColorValue: spec.secondaryColorValue } : {}),
  };
}

/** Colours of a palette priced by category, the usual way brands price paint. */
export function colorsByCategory(
  specs: readonly PaintSpec[],
  prices: Readonly<Record<PaintCategory, number>>,
): CataloguePart[] {
  return specs.map((spec) => color(spec, prices[paintCategoryOfCode(spec.code)]));
}

export function oneOf(id: string, label: string, members: readonly string[], owner?: string): CatalogueGroup {
  return { id, kind: 'ONE_OF', members, label, ...(owner ? { owner } : {}) };
}

export function dependency(
  id: string,
  label: string,
  owner: string,
  members: readonly string[],
): CatalogueGroup {
  return { id, kind: 'DEPENDENCY', members, owner, label };
}

/** Makes every member of a list exclude the others (alternatives such as wheel sizes). */
export function mutuallyExclusive(parts: CataloguePart[], ids: readonly string[]): CataloguePart[] {
  return parts.map((p) =>
    ids.includes(p.id)
      ? { ...p, exclusive: unique([...p.exclusive, ...ids.filter((id) => id !== p.id)]) }
      : p,
  );
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * Services offered with a model, priced from the car's price class. The prices follow the usual
 * shape of brand programmes: warranty extensions, prepaid revisions, protection and an insurance
 * estimate.
 */
export function standardServices(prefix: string, carPrice: number): CatalogueService[] {
  const pct = (bps: number, roundTo = 1_000): number =>
    Math.round((carPrice * bps) / 10_000 / roundTo) * roundTo;
  return [
    {
      id: 'svc-warranty-1y',
      name: 'Garantia estendida +1 ano',
      category: 'WARRANTY',
      serviceName: `${prefix}-extended-warranty-12`,
      price: pct(120) + 90_00,
      description: 'Mais 12 meses de garantia de fábrica, sem limite de quilometragem.',
    },
    {
      id: 'svc-warranty-2y',
      name: 'Garantia estendida +2 anos',
      category: 'WARRANTY',
      serviceName: `${prefix}-extended-warranty-24`,
      price: pct(210) + 90_00,
      description: 'Mais 24 meses de garantia de fábrica, até 100.000 km.',
    },
    {
      id: 'svc-revisions-3',
      name: 'Plano de revisões (3 revisões)',
      category: 'MAINTENANCE',
      serviceName: `${prefix}-revision-plan-3`,
      price: pct(160) + 490_00,
      description: 'As três primeiras revisões programadas com preço fechado na compra.',
    },
    {
      id: 'svc-protection',
      name: 'Proteção de pintura e vidros',
      category: 'PROTECTION',
      serviceName: `${prefix}-paint-glass-protection`,
      price: 1_290_00,
      description: 'Vitrificação da pintura e película de proteção solar nos vidros.',
    },
    {
      id: 'svc-insurance-quote',
      name: 'Seguro auto (pré-cotação)',
      category: 'INSURANCE',
      serviceName: `${prefix}-insurance-prequote`,
      price: pct(380, 100),
      description: 'Estimativa do prêmio anual; o valor final depende do perfil do condutor.',
    },
  ];
}

export interface VersionSpec {
  versionCode: string;
  seriesCode: string;
  name: string;
  gear: string;
  engine: string;
  doors: number;
  fuel: Fuel;
  basePrice: number;
  /** Defaults to the model's years. */
  modelYears?: readonly number[];
  serialItems: readonly string[];
  /** Defaults to the first three serial items. */
  highlights?: readonly string[];
  datasheet: CatalogueDatasheet;
  /** Parts of the model this version does not offer (serial on it, or not available). */
  withoutParts?: readonly string[];
  defaultColorId: string;
  defaultCoatingId: string;
  fullDescription?: string;
}

export interface ModelSpec {
  brand: CatalogueBrand;
  code: string;
  name: string;
  shortName: string;
  category: ModelCategory;
  markets: readonly CountryCode[];
  modelYears: readonly number[];
  tagline: string;
  /** Lamps and spare wheel that mark the model out in its drawing. */
  signature?: ModelSignature;
  /** Defaults to 330 ARS per BRL (cars built in the Mercosur). */
  arsPerBrl?: number;
  parts: readonly CataloguePart[];
  groups?: readonly CatalogueGroup[];
  services: readonly CatalogueService[];
  versions: readonly VersionSpec[];
}

/** Keeps a version's rules to the parts it offers; a colour restriction must not vanish. */
function narrowParts(
  all: readonly CataloguePart[],
  offered: ReadonlySet<string>,
  where: string,
): CataloguePart[] {
  return all
    .filter((p) => offered.has(p.id))
    .map((p) => {
      const optionalColors = p.optionalColors.filter((id) => offered.has(id));
      if (p.optionalColors.length > 0 && optionalColors.length === 0) {
        throw new Error(`${where}: ${p.id} restricts colours to none the version offers`);
      }
      return { ...p, exclusive: p.exclusive.filter((id) => offered.has(id)), optionalColors };
    });
}

function narrowGroups(all: readonly CatalogueGroup[], offered: ReadonlySet<string>): CatalogueGroup[] {
  const kept: CatalogueGroup[] = [];
  for (const group of all) {
    if (group.owner !== undefined && !offered.has(group.owner)) continue;
    const members = group.members.filter((id) => offered.has(id));
    const minimum = group.kind === 'ONE_OF' && group.owner === undefined ? 2 : 1;
    if (members.length < minimum) continue;
    kept.push({ ...group, members });
  }
  return kept;
}

/** Id of the no-charge copy of a paint or upholstery a version has as standard. */
export function standardPartId(id: string): string {
  return `${id}-serie`;
}

/**
 * A version's standard colour and upholstery come with it at no charge, even where the same paint
 * or upholstery is a paid option of another version: such a version gets a no-charge copy (own id
 * and code, so the price list can price it 0) in place of the paid one. Restrictions and
 * exclusions naming the paid part name the copy too.
 */
function withStandardParts(
  parts: readonly CataloguePart[],
  versions: readonly VersionSpec[],
): { parts: CataloguePart[]; versions: VersionSpec[] } {
  const copies = new Map<string, CataloguePart>();
  const adjusted = versions.map((v) => {
    let { defaultColorId, defaultCoatingId } = v;
    const without = [...(v.withoutParts ?? [])];
    for (const slot of ['color', 'coating'] as const) {
      const id = slot === 'color' ? defaultColorId : defaultCoatingId;
      const part = parts.find((p) => p.id === id);
      if (!part || part.price === 0) continue;
      const copy = copies.get(part.id) ?? {
        ...part,
        id: standardPartId(part.id),
        code: `S${part.code}`,
        price: 0,
      };
      copies.set(part.id, copy);
      without.push(part.id);
      if (slot === 'color') defaultColorId = copy.id;
      else defaultCoatingId = copy.id;
    }
    return { ...v, defaultColorId, defaultCoatingId, withoutParts: without };
  });
  if (copies.size === 0) return { parts: [...parts], versions: adjusted };
  const alsoCopies = (ids: readonly string[]) =>
    unique(ids.flatMap((id) => [id, ...(copies.has(id) ? [standardPartId(id)] : [])]));
  const linked = (p: CataloguePart): CataloguePart => ({
    ...p,
    exclusive: alsoCopies(p.exclusive),
    optionalColors: alsoCopies(p.optionalColors),
  });
  return {
    parts: [...parts.map(linked), ...[...copies.values()].map(linked)],
    versions: adjusted.map((v) => ({
      ...v,
      // A version without the paid part also goes without its copy unless the copy is its standard.
      withoutParts: unique([
        ...(v.withoutParts ?? []),
        ...[...copies.keys()]
          .map(standardPartId)
          .filter((id) => id !== v.defaultColorId && id !== v.defaultCoatingId),
      ]),
    })),
  };
}

export function defineModel(input: ModelSpec): CatalogueModel {
  const standard = withStandardParts(input.parts, input.versions);
  const spec: ModelSpec = { ...input, parts: standard.parts, versions: standard.versions };
  const mvsFamily = spec.brand === 'citroen' || spec.brand === 'peugeot' ? 'psa' : 'default';
  const versions: CatalogueVersion[] = spec.versions.map((v) => {
    const modelYears = v.modelYears ?? spec.modelYears;
    const without = new Set(v.withoutParts ?? []);
    const offered = new Set(spec.parts.map((p) => p.id).filter((id) => !without.has(id)));
    const where = `${spec.brand}/${spec.code}/${v.versionCode}`;
    const parts = narrowParts(spec.parts, offered, where);
    // One screen, one engine, one wheel size: a version's upgrade replaces its base version's item.
    const serialItems = consistentSerialItems(v.serialItems);
    return {
      mvs: {
        code: `${spec.code}${v.versionCode}${v.seriesCode}`,
        modelCode: spec.code,
        modelName: spec.name,
        modelShortName: spec.shortName,
        versionName: v.name,
        versionCode: v.versionCode,
        seriesCode: v.seriesCode,
        year: Math.max(...modelYears),
        gear: v.gear,
        engine: v.engine,
        doors: v.doors,
        fuel: v.fuel,
        fullDescription:
          v.fullDescription ?? `${spec.name} ${v.name} ${v.engine} ${v.gear} ${v.doors} portas ${v.fuel}`,
      },
      modelYears,
      basePrice: v.basePrice,
      serialItems,
      highlights: v.highlights ?? serialItems.slice(0, 3),
      datasheet: v.datasheet,
      parts,
      groups: narrowGroups(spec.groups ?? [], offered),
      defaultColorId: v.defaultColorId,
      defaultCoatingId: v.defaultCoatingId,
    };
  });
  return {
    brand: spec.brand,
    code: spec.code,
    name: spec.name,
    shortName: spec.shortName,
    category: spec.category,
    markets: spec.markets,
    modelYears: spec.modelYears,
    mvsFamily,
    tagline: spec.tagline,
    ...(spec.signature ? { signature: spec.signature } : {}),
    versions,
    parts: spec.parts,
    groups: spec.groups ?? [],
    services: spec.services,
    arsPerBrl: spec.arsPerBrl ?? 330,
  };
}
