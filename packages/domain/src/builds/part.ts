/**
 * Parts of a car build and the rules that tie them (spec document 1 §3 "Part", §4 "Behaviours").
 *
 * A configurator model is the catalogue of one version: its colours, coatings, optionals and
 * accessories, the inclusive and exclusive relations between them, the one-of and dependency
 * groups, and the services that can be bought with the car. It is data only; the conflict engine
 * reads it and never changes it.
 */
import type { PaintCategory } from '../vehicle/paint.js';

export const PART_TYPES = ['ITEM', 'ACCESSORY', 'COLOR', 'COATING'] as const;
/** ITEM is an optional; COLOR and COATING fill the car's single colour and coating slots. */
export type PartType = (typeof PART_TYPES)[number];

export type PartBehavior = 'OPTIONAL' | 'FEATURED';

/** Part ids are opaque strings; the catalogue decides their shape. */
export type PartId = string;

export interface Part {
  id: PartId;
  /** Factory code, the key of the price list and of `optionalCode` in price calls. */
  code: string;
  name: string;
  type: PartType;
  /** Catalogue price in integer cents; what the buyer pays comes from the location's price list. */
  price: number;
  /** Parts that come with this one (added recursively). Only ITEM and ACCESSORY parts may be listed. */
  inclusive: readonly PartId[];
  /** Parts that cannot be on the car together with this one; the relation is read both ways. */
  exclusive: readonly PartId[];
  /** Colours the car is restricted to while this part is on it; empty or absent means no restriction. */
  optionalColors?: readonly PartId[];
  /** FEATURED parts are highlighted by the builder; the engine treats both behaviours alike. */
  behavior?: PartBehavior;
  /** Paint category of a COLOR part (from its category letter, see `paintCategory`). */
  paint?: PaintCategory;
  /** CSS colour used to draw the car in this paint (COLOR parts), e.g. `#b3001b`. */
  colorValue?: string;
  /** Second colour of a two-tone paint (roof), for drawing. */
  secondaryColorValue?: string;
}

export type PartGroupKind = 'ONE_OF' | 'DEPENDENCY';

/**
 * A group of parts.
 * - ONE_OF: at most one member on the car; when the owner is on the car, exactly one.
 * - DEPENDENCY: the owner needs at least one of the members; the buyer picks which.
 * Members are ITEM or ACCESSORY parts; the owner may be any part (a colour can need an optional).
 */
export interface PartGroup {
  id: string;
  kind: PartGroupKind;
  members: readonly PartId[];
  owner?: PartId;
}

export interface Service {
  id: string;
  name: string;
  category: string;
  serviceName: string;
  /** Integer cents. */
  price: number;
}

/** The catalogue of one version as the builder sees it. Treated as immutable. */
export interface BuildModel {
  parts: readonly Part[];
  groups: readonly PartGroup[];
  services: readonly Service[];
}

/** Whether the buyer adds or removes this part through the optionals and accessories steps. */
export function isSelectablePart(part: Pick<Part, 'type'>): boolean {
  return part.type === 'ITEM' || part.type === 'ACCESSORY';
}

export type ModelProblem =
  | { code: 'duplicate-id'; partId: PartId }
  | { code: 'unknown-reference'; partId?: PartId; groupId?: string; ref: PartId }
  | { code: 'inclusive-not-selectable'; partId: PartId; ref: PartId }
  | { code: 'group-member-not-selectable'; groupId: string; ref: PartId }
  | { code: 'dependency-without-owner'; groupId: string }
  | { code: 'restriction-not-a-color'; partId: PartId; ref: PartId }
  | { code: 'inclusion-conflict'; partId: PartId; conflicting: readonly PartId[] };

/**
 * Checks that a catalogue can be built from: every reference resolves to a part of the right type,
 * and no part includes (directly or through its inclusive chain) two parts that exclude each other
 * or two members of one ONE_OF group. Seeds and catalogue imports run it before publishing; the
 * engine answers `impossible` instead of failing when it meets such data anyway.
 */
export function validateModel(model: BuildModel): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const byId = new Map<PartId, Part>();
  for (const part of model.parts) {
    if (byId.has(part.id)) problems.push({ code: 'duplicate-id', partId: part.id });
    byId.set(part.id, part);
  }
  for (const part of model.parts) {
    for (const ref of part.inclusive) {
      const target = byId.get(ref);
      if (!target) problems.push({ code: 'unknown-reference', partId: part.id, ref });
      else if (!isSelectablePart(target)) problems.push({ code: 'inclusive-not-selectable', partId: part.id, ref });
    }
    for (const ref of part.exclusive) {
      if (!byId.has(ref)) problems.push({ code: 'unknown-reference', partId: part.id, ref });
    }
    for (const ref of part.optionalColors ?? []) {
      const target = byId.get(ref);
      if (!target) problems.push({ code: 'unknown-reference', partId: part.id, ref });
      else if (target.type !== 'COLOR') problems.push({ code: 'restriction-not-a-color', partId: part.id, ref });
    }
  }
  for (const group of model.groups) {
    if (group.kind === 'DEPENDENCY' && group.owner === undefined) {
      problems.push({ code: 'dependency-without-owner', groupId: group.id });
    }
    if (group.owner !== undefined && !byId.has(group.owner)) {
      problems.push({ code: 'unknown-reference', groupId: group.id, ref: group.owner });
    }
    for (const ref of group.members) {
      const target = byId.get(ref);
      if (!target) problems.push({ code: 'unknown-reference', groupId: group.id, ref });
      else if (!isSelectablePart(target)) problems.push({ code: 'group-member-not-selectable', groupId: group.id, ref });
    }
  }
  const oneOfGroups = model.groups.filter((g) => g.kind === 'ONE_OF');
  for (const part of model.parts) {
    const closure = inclusiveClosureOf(part.id, byId);
    const conflicting = new Set<PartId>();
    for (const id of closure) {
      const p = byId.get(id);
      for (const other of closure) {
        const q = byId.get(other);
        if (p && q && id !== other && (p.exclusive.includes(other) || q.exclusive.includes(id))) {
          conflicting.add(id);
        }
      }
    }
    for (const group of oneOfGroups) {
      const inside = group.members.filter((m) => closure.has(m));
      if (inside.length > 1) inside.forEach((m) => conflicting.add(m));
    }
    const colors = part.type === 'COLOR' ? [part.id] : [];
    for (const color of colors) {
      for (const id of closure) {
        const restriction = byId.get(id)?.optionalColors ?? [];
        if (restriction.length > 0 && !restriction.includes(color)) conflicting.add(id);
      }
    }
    if (conflicting.size > 0) problems.push({ code: 'inclusion-conflict', partId: part.id, conflicting: [...conflicting] });
  }
  return problems;
}

function inclusiveClosureOf(root: PartId, byId: ReadonlyMap<PartId, Part>): Set<PartId> {
  const seen = new Set<PartId>([root]);
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    for (const next of byId.get(queue[i] as PartId)?.inclusive ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}
