/**
 * Serial (standard) items of a version: what the car has without any optional. A car has one
 * multimedia screen, one engine and one wheel size, and what it has as standard never costs extra.
 * Catalogue imports and the demo catalogue's checks use these rules before publishing.
 */
import type { Part, PartId } from './part.js';

/** Kinds of serial item a car has exactly one of. */
export type SingleSerialKind = 'screen' | 'engine' | 'wheels';

// Both markets' wording: Portuguese and Spanish catalogue texts.
const KINDS: readonly [SingleSerialKind, RegExp][] = [
  [
    'screen',
    /\b(central multim[ií]dia|multim[ií]dia|pantalla (t[aá]ctil|multimedia|central)|sistema multimedia)\b/iu,
  ],
  ['engine', /^(motor|motoriza[cç][aã]o|motorizaci[oó]n)\b/iu],
  ['wheels', /\b(rodas?|llantas?)\b[^"]*\d{2}(,\d)?"/iu],
];

/** The kind of a serial item a car has only one of, if it is one. */
export function singleSerialKind(item: string): SingleSerialKind | null {
  for (const [kind, pattern] of KINDS) if (pattern.test(item)) return kind;
  return null;
}

/**
 * A version's serial items with one screen, one engine and one wheel size: a later item of a kind
 * replaces an earlier one (a version's list is its base version's list plus its upgrades, in
 * that order), keeping the position of the first. Other items keep their order, each once.
 */
export function consistentSerialItems(items: readonly string[]): string[] {
  const last = new Map<SingleSerialKind, string>();
  for (const item of items) {
    const kind = singleSerialKind(item);
    if (kind) last.set(kind, item);
  }
  const out: string[] = [];
  const placed = new Set<SingleSerialKind>();
  for (const item of items) {
    const kind = singleSerialKind(item);
    if (kind) {
      if (placed.has(kind)) continue;
      placed.add(kind);
      out.push(last.get(kind) as string);
    } else if (!out.includes(item)) {
      out.push(item);
    }
  }
  return out;
}

export type SerialItemProblem =
  | { code: 'serial-kind-repeated'; kind: SingleSerialKind; items: readonly string[] }
  | { code: 'serial-item-sold-as-optional'; item: string; partId: PartId }
  | { code: 'standard-part-priced'; partId: PartId; price: number }
  | { code: 'standard-part-needs-optional'; partId: PartId; needs: readonly PartId[] };

const normalized = (text: string): string => text.trim().toLocaleLowerCase('pt-BR');

/**
 * What is wrong with a version's standard equipment: a kind listed twice (two screens), a serial
 * item also sold as an optional or accessory (paid twice), or a standard colour or upholstery
 * that costs extra or only comes with an optional. `prices` are the parts' prices (catalogue or a
 * location's); the standard parts are the version's defaults.
 */
export function serialItemProblems(version: {
  serialItems: readonly string[];
  parts: readonly Pick<Part, 'id' | 'name' | 'type' | 'price' | 'inclusive'>[];
  defaultColorId: PartId | null;
  defaultCoatingId: PartId | null;
}): SerialItemProblem[] {
  const problems: SerialItemProblem[] = [];
  const byKind = new Map<SingleSerialKind, string[]>();
  for (const item of version.serialItems) {
    const kind = singleSerialKind(item);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), item]);
  }
  for (const [kind, items] of byKind) {
    if (items.length > 1) problems.push({ code: 'serial-kind-repeated', kind, items });
  }
  const serial = new Set(version.serialItems.map(normalized));
  for (const part of version.parts) {
    if ((part.type === 'ITEM' || part.type === 'ACCESSORY') && serial.has(normalized(part.name))) {
      problems.push({ code: 'serial-item-sold-as-optional', item: part.name, partId: part.id });
    }
  }
  for (const id of [version.defaultColorId, version.defaultCoatingId]) {
    const part = version.parts.find((p) => p.id === id);
    if (!part) continue;
    if (part.price !== 0) problems.push({ code: 'standard-part-priced', partId: part.id, price: part.price });
    if (part.inclusive.length > 0) {
      problems.push({ code: 'standard-part-needs-optional', partId: part.id, needs: part.inclusive });
    }
  }
  return problems;
}
