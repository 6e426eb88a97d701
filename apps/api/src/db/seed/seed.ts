import { MODULES } from '../../modules/modules.js';
import type { Db } from '../client.js';
import { type SeedReport, seedReference } from './reference.seed.js';

/** How much demo data to load. */
export interface DemoDataOptions {
  /** Total dealers of the demo network (DEMO_DEALER_COUNT); the base network when unset. */
  dealerCount?: number;
}

export interface SeedOptions {
  /**
   * Demo data to load into empty tables (DEMO_DATA=on); none when absent. Production refuses the
   * switch at start-up (docs/decisions/030-demo-data-switch.md).
   */
  demo?: DemoDataOptions;
}

/**
 * Fills the empty tables of a database: the reference data (brands, markets, states, cities), the
 * demo data when asked for, and each module's own reference seed (`seed` of its manifest). Idempotent: a table that already
 * has rows is left alone, so staff changes survive restarts.
 */
function add(report: SeedReport, counts: SeedReport): void {
  for (const [table, rows] of Object.entries(counts)) report[table] = (report[table] ?? 0) + rows;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const report: SeedReport = await seedReference(tx);
    if (options.demo) {
      // The one place demo code is loaded from the platform, and only when the switch is on. It
      // comes before the modules' own seeds: where it fills a table (page settings with the demo
      // line-up), their defaults find it taken.
      const { seedDemoData } = await import('../../demo/demo-data.js');
      add(report, await seedDemoData(tx, options.demo));
    }
    for (const module of MODULES) {
      if (module.seed) add(report, await module.seed(tx));
    }
    return report;
  });
}
