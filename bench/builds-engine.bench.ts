// Time the conflict engine takes to resolve one buyer action on a generated catalogue larger than
// any seeded model. Target (issue 4): any change resolved in ≤ 1 ms. Prints figures, asserts nothing.
//   npx tsx --conditions=@autohub/source bench/builds-engine.bench.ts [changes]
import * as domain from '@autohub/domain';
import type { BuildModel, CarState, Part, PartGroup, Resolution } from '@autohub/domain';

const CHANGES = Number(process.argv[2] ?? 20_000);
const WARM_UP = 2_000;

// Deterministic so two runs measure the same work.
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20_260_510);
const int = (n: number): number => Math.floor(random() * n);
const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
const some = <T>(list: readonly T[], n: number): T[] => [...new Set(Array.from({ length: n }, () => pick(list)))];

function generateModel(): BuildModel {
  const parts: Part[] = [];
  const add = (id: string, type: Part['type'], extra: Partial<Part> = {}): Part => {
    const part: Part = { id, code: id.toUpperCase(), name: id, type, price: 10_000 + int(900_000), inclusive: [], exclusive: [], ...extra };
    parts.push(part);
    return part;
  };
  const colors = Array.from({ length: 24 }, (_, i) => add(`color-${i}`, 'COLOR').id);
  const coatings = Array.from({ length: 4 }, (_, i) => add(`coating-${i}`, 'COATING').id);
  const items = Array.from({ length: 320 }, (_, i) => add(`item-${i}`, 'ITEM'));
  const accessories = Array.from({ length: 80 }, (_, i) => add(`acc-${i}`, 'ACCESSORY'));
  const itemIds = items.map((p) => p.id);
  // Packs: the first 40 items include 3 to 6 others, some of them packs themselves (chains).
  for (const pack of items.slice(0, 40)) pack.inclusive = some(itemIds.slice(20), 3 + int(4)).filter((id) => id !== pack.id);
  for (let i = 0; i < 40; i += 2) items[i]!.exclusive = [items[i + 1]!.id];
  for (const part of [...items, ...accessories]) if (random() < 0.12) part.exclusive = [...part.exclusive, ...some(itemIds, 2)];
  // Colour restrictions, and two-tone paints that need a roof optional.
  for (const part of items.slice(200, 230)) part.optionalColors = some(colors, 6 + int(10));
  const roof = items[300]!;
  roof.optionalColors = colors.slice(18);
  for (const id of colors.slice(18)) parts.find((p) => p.id === id)!.inclusive = [roof.id];
  for (const id of coatings.slice(2)) parts.find((p) => p.id === id)!.optionalColors = some(colors, 12);
  const groups: PartGroup[] = [];
  for (let g = 0; g < 20; g++) groups.push({ id: `one-of-${g}`, kind: 'ONE_OF', members: some(itemIds.slice(240, 300), 3 + int(2)) });
  for (let g = 0; g < 30; g++) {
    groups.push({ id: `dep-${g}`, kind: 'DEPENDENCY', owner: pick(itemIds.slice(0, 120)), members: some(itemIds.slice(120, 240), 2 + int(2)) });
  }
  const model: BuildModel = {
    parts,
    groups,
    services: Array.from({ length: 8 }, (_, i) => ({ id: `svc-${i}`, name: `svc-${i}`, category: 'c', serviceName: 's', price: 50_000 })),
  };
  // Catalogue data is validated before publishing: drop the inclusions the generator made contradictory.
  for (const problem of domain.validateModel(model)) {
    if (problem.code === 'inclusion-conflict') {
      const part = parts.find((p) => p.id === problem.partId)!;
      if (part.type !== 'COLOR') part.inclusive = [];
    }
  }
  return model;
}

const model = generateModel();
const selectable = model.parts.filter((p) => p.type === 'ITEM' || p.type === 'ACCESSORY').map((p) => p.id);
const colors = model.parts.filter((p) => p.type === 'COLOR').map((p) => p.id);
const coatings = model.parts.filter((p) => p.type === 'COATING').map((p) => p.id);

// The buyer's next action, with its arguments drawn now so the call can be timed again later.
function nextRequest(state: CarState): () => Resolution {
  const roll = random();
  if (roll < 0.5 || state.selected.length === 0) {
    const id = pick(selectable);
    return () => domain.resolveAdd(model, state, id);
  }
  if (roll < 0.8) {
    const id = pick(state.selected);
    return () => domain.resolveRemove(model, state, id);
  }
  if (roll < 0.95) {
    const id = pick(colors);
    return () => domain.resolveColor(model, state, id);
  }
  const id = random() < 0.2 ? null : pick(coatings);
  return () => domain.resolveCoating(model, state, id);
}

interface Timed {
  call: () => Resolution;
  ms: number;
}
const timed: Timed[] = [];
const kinds: Record<string, number> = {};
function time(call: () => Resolution, measure: boolean): Resolution {
  const started = performance.now();
  const resolution = call();
  const ms = performance.now() - started;
  if (measure) timed.push({ call, ms });
  return resolution;
}

let state: CarState = { ...domain.EMPTY_CAR_STATE, colorId: colors[0]! };
let maxSelected = 0;
for (let n = 0; timed.length < CHANGES; n++) {
  const measure = n >= WARM_UP;
  let resolution = time(nextRequest(state), measure);
  kinds[resolution.kind] = (kinds[resolution.kind] ?? 0) + 1;
  while (resolution.kind === 'choice') {
    const pending = resolution;
    const option = pick(pending.pendingGroup.options);
    resolution = time(() => domain.applyChoice(model, pending, option), measure);
  }
  if (resolution.kind === 'ok' && random() < 0.85) state = resolution.next;
  maxSelected = Math.max(maxSelected, state.selected.length);
  // Keep builds realistic in size: a buyer does not tick a sixth of the catalogue.
  if (state.selected.length > 60) state = { ...domain.EMPTY_CAR_STATE, colorId: colors[0]! };
}
if (domain.checkState(model, state).length > 0) throw new Error('the walk reached a broken build');

const timings = timed.map((t) => t.ms).sort((a, b) => a - b);
const at = (q: number): string => (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] as number).toFixed(3);
// Single timings on a shared machine include pauses of the process (garbage collection, other
// work). Timing every change three more times and keeping its best gives the engine's own cost;
// the worst of those is the figure to hold against the 1 ms target.
const worst = Math.max(
  ...timed.map(({ call, ms }) => {
    let best = ms;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      call();
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }),
);
console.log(
  `engine: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, p99.9 ${at(0.999)} ms per change over ${timings.length} changes;` +
    ` worst change ${worst.toFixed(3)} ms (best of 4 timings; raw max ${(timings.at(-1) as number).toFixed(3)} ms)` +
    ` (model: ${model.parts.length} parts, ${model.groups.length} groups; builds up to ${maxSelected} parts;` +
    ` ok ${kinds.ok ?? 0}, choice ${kinds.choice ?? 0}, impossible ${kinds.impossible ?? 0})`,
);
