import type { BuildModel, Part, PartGroup, PartId, Service } from './part.js';

/** Lookup tables over a build model, built once per model object. */
export interface ModelIndex {
  parts: ReadonlyMap<PartId, Part>;
  /** Symmetric exclusion: a part listed in another's `exclusive` excludes it back. */
  excludes: ReadonlyMap<PartId, ReadonlySet<PartId>>;
  /** Parts (any type) whose `inclusive` lists the key. */
  includedBy: ReadonlyMap<PartId, readonly PartId[]>;
  oneOfByMember: ReadonlyMap<PartId, readonly PartGroup[]>;
  groupsByOwner: ReadonlyMap<PartId, readonly PartGroup[]>;
  colors: readonly Part[];
  services: ReadonlyMap<string, Service>;
}

const EMPTY_SET: ReadonlySet<PartId> = new Set();
const EMPTY: readonly never[] = [];

// Models come from the server and are not mutated, so the index can be cached per object: the
// builder resolves every click against the same model and must not rebuild tables each time.
const cache = new WeakMap<BuildModel, ModelIndex>();

export function indexOf(model: BuildModel): ModelIndex {
  let index = cache.get(model);
  if (!index) {
    index = buildIndex(model);
    cache.set(model, index);
  }
  return index;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function buildIndex(model: BuildModel): ModelIndex {
  const parts = new Map<PartId, Part>();
  for (const part of model.parts) parts.set(part.id, part);
  const excludes = new Map<PartId, Set<PartId>>();
  const includedBy = new Map<PartId, PartId[]>();
  const addExclusion = (a: PartId, b: PartId): void => {
    if (a === b) return;
    let set = excludes.get(a);
    if (!set) excludes.set(a, (set = new Set()));
    set.add(b);
  };
  for (const part of model.parts) {
    for (const other of part.exclusive) {
      addExclusion(part.id, other);
      addExclusion(other, part.id);
    }
    for (const child of part.inclusive) {
      if (child !== part.id) push(includedBy, child, part.id);
    }
  }
  const oneOfByMember = new Map<PartId, PartGroup[]>();
  const groupsByOwner = new Map<PartId, PartGroup[]>();
  for (const group of model.groups) {
    if (group.kind === 'ONE_OF')
      for (const member of new Set(group.members)) push(oneOfByMember, member, group);
    if (group.owner !== undefined) push(groupsByOwner, group.owner, group);
  }
  return {
    parts,
    excludes,
    includedBy,
    oneOfByMember,
    groupsByOwner,
    colors: model.parts.filter((p) => p.type === 'COLOR'),
    services: new Map(model.services.map((s) => [s.id, s])),
  };
}

export function excludesOf(index: ModelIndex, id: PartId): ReadonlySet<PartId> {
  return index.excludes.get(id) ?? EMPTY_SET;
}

export function includedByOf(index: ModelIndex, id: PartId): readonly PartId[] {
  return index.includedBy.get(id) ?? EMPTY;
}

export function oneOfGroupsOf(index: ModelIndex, id: PartId): readonly PartGroup[] {
  return index.oneOfByMember.get(id) ?? EMPTY;
}

export function groupsOwnedBy(index: ModelIndex, id: PartId): readonly PartGroup[] {
  return index.groupsByOwner.get(id) ?? EMPTY;
}

/** The chosen parts (and coating) that restrict the car's colours, in the order given. */
export function restrictingParts(ix: ModelIndex, selected: Iterable<PartId>, coating: PartId | null): Part[] {
  const result: Part[] = [];
  const consider = (id: PartId): void => {
    const part = ix.parts.get(id);
    if (part && part.optionalColors && part.optionalColors.length > 0) result.push(part);
  };
  for (const id of selected) consider(id);
  if (coating !== null) consider(coating);
  return result;
}

/** The colours no restricting part rules out, in catalogue order. */
export function allowedColorIds(ix: ModelIndex, restricting: readonly Part[]): PartId[] {
  return ix.colors
    .filter((color) => restricting.every((p) => (p.optionalColors as readonly PartId[]).includes(color.id)))
    .map((color) => color.id);
}
