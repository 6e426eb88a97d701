// The dealer quotation simulator's figures (issue 18). Prints figures, asserts nothing.
// Targets: a change to the largest model re-priced (engine + quotation price) in ≤ 100 ms in the
// browser, which runs this same code; a 10,000-row working-price CSV imported in ≤ 10 s.
//   npx tsx --conditions=@autohub/source bench/quotation.bench.ts [changes]
// Set DATABASE_URL=postgres://… to time the import on a PostgreSQL server instead of in-memory PGlite.
import {
  type CarState,
  type BuildModel,
  NO_ADJUSTMENTS,
  type PriceList,
  applyChoice,
  needsConfirmation,
  parseWorkingPriceCsv,
  priceQuotation,
  resolveAdd,
  resolveRemove,
  type Resolution,
} from '@autohub/domain';
import { DEFAULT_POOL_SIZE, PGLITE_IN_MEMORY } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { prepareDatabase } from '../apps/api/src/db/prepare.js';
import { LARGEST_MODEL, allVersions } from '../apps/api/src/modules/catalogue/demo/data/index.js';
import { createDealerPricesService } from '../apps/api/src/modules/dealer-prices/dealer-prices.service.js';
import { createDealerPricesStore } from '../apps/api/src/modules/dealer-prices/dealer-prices.store.js';
import { dealers } from '../apps/api/src/modules/dealers/dealers.schema.js';
import { and, asc, eq } from 'drizzle-orm';

const CHANGES = Number(process.argv[2] ?? 5_000);
const ROWS = 10_000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function repriceBench(): void {
  const versions = allVersions().filter(
    (entry) => entry.brand === LARGEST_MODEL.brand && entry.model.code === LARGEST_MODEL.modelCode,
  );
  const entry = versions.sort((a, b) => b.version.parts.length - a.version.parts.length)[0];
  if (!entry) throw new Error('no largest model');
  const { version } = entry;
  const model: BuildModel = { parts: version.parts, groups: version.groups, services: [] };
  const prices: PriceList = {
    base: version.basePrice,
    parts: Object.fromEntries(version.parts.map((part) => [part.code, part.price])),
  };
  const selectable = version.parts.filter((part) => part.type === 'ITEM' || part.type === 'ACCESSORY');
  let state: CarState = {
    colorId: version.defaultColorId,
    coatingId: version.defaultCoatingId,
    selected: [],
    services: [],
  };
  const timings: number[] = [];
  let seed = 20_261_125;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < CHANGES; i += 1) {
    const part = selectable[Math.floor(next() * selectable.length)];
    if (!part) continue;
    const started = performance.now();
    let resolution: Resolution = state.selected.includes(part.id)
      ? resolveRemove(model, state, part.id)
      : resolveAdd(model, state, part.id);
    while (resolution.kind === 'choice') {
      resolution = applyChoice(model, resolution, resolution.pendingGroup.options[0] ?? '');
    }
    if (resolution.kind === 'ok') {
      void needsConfirmation(resolution);
      state = resolution.next;
    }
    priceQuotation(model, state, prices, { ...NO_ADJUSTMENTS, bonus: 100_000, discount: 50_000 });
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `reprice ${entry.model.name} ${version.mvs.versionName} (${version.parts.length} parts), ${timings.length} changes: ` +
      `median ${percentile(timings, 50).toFixed(3)} ms, p95 ${percentile(timings, 95).toFixed(3)} ms, ` +
      `max ${(timings.at(-1) ?? 0).toFixed(3)} ms (target ≤ 100 ms)`,
  );
}

async function importBench(): Promise<void> {
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { driver: 'postgres', url: process.env.DATABASE_URL, poolSize: DEFAULT_POOL_SIZE }
      : { driver: 'pglite', dataDir: PGLITE_IN_MEMORY },
  );
  try {
    let started = performance.now();
    await prepareDatabase(database, { demo: {} });
    console.log(`database prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { db } = database;
    const [dealer] = await db
      .select({ dealerCode: dealers.dealerCode })
      .from(dealers)
      .where(and(eq(dealers.brand, 'fiat'), eq(dealers.country, 'BR')))
      .orderBy(asc(dealers.id))
      .limit(1);
    if (!dealer) throw new Error('no Fiat dealer');
    const onSale = allVersions()
      .filter((entry) => entry.brand === 'fiat' && entry.model.markets.includes('BR'))
      .flatMap((entry) => entry.version.modelYears.map((year) => [entry.version.mvs.code, year] as const));
    // A dealer's real file: every version it sells, then rows a spreadsheet gets wrong, to 10,000.
    const lines = ['mvsCode;modelYear;price;specialDiscount'];
    for (let i = 0; i < ROWS; i += 1) {
      const pair = onSale[i % onSale.length];
      if (i < onSale.length && pair)
        lines.push(`${pair[0]};${pair[1]};${(90_000 + i).toLocaleString('pt-BR')},00;1.000,00`);
      else lines.push(`Z${String(i).padStart(6, '0')};2027;95.000,00;0`);
    }
    const csv = lines.join('\r\n');
    started = performance.now();
    const parsed = parseWorkingPriceCsv(csv);
    console.log(
      `parse ${ROWS} rows: ${(performance.now() - started).toFixed(1)} ms (${parsed.rows.length} good, ${parsed.rejected.length} rejected)`,
    );
    const service = createDealerPricesService(db);
    started = performance.now();
    const report = await service.importCsv(
      'any',
      { dealerCode: dealer.dealerCode, brand: 'fiat', csv },
      'pt-BR',
    );
    console.log(
      `import of a ${ROWS}-row file: ${((performance.now() - started) / 1000).toFixed(2)} s ` +
        `(${report.imported} written, ${report.rejected.length} rejected with reasons) (target ≤ 10 s)`,
    );
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      dealerCode: `BENCH${i % 10}`,
      mvsCode: `B${String(i).padStart(6, '0')}`,
      modelYear: 2027,
      price: 9_000_000 + i,
      specialDiscount: 0,
    }));
    started = performance.now();
    const written = await createDealerPricesStore(db).upsertMany(rows, new Date());
    console.log(
      `write of ${written} working-price rows: ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
  } finally {
    await database.close();
  }
}

repriceBench();
await importBench();
