import type { DeliveryLabel, StockAvailability, StockAvailableQuery } from '@autohub/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { createCatalogueReader } from '../catalogue/catalogue-reader.js';
import { type StockRecord, createStockStore } from './stock.store.js';

interface Delivery {
  delivery: DeliveryLabel;
  deliveryDays: number | null;
}

/**
 * The label of several states' stock together: cars anywhere are ready; otherwise the soonest
 * known arrival, then an unknown date, then the offer to notify.
 */
export function combinedDelivery(rows: readonly StockRecord[]): Delivery {
  if (rows.some((row) => row.quantity > 0)) return { delivery: 'READY_FOR_DELIVERY', deliveryDays: null };
  const days = rows
    .filter((row) => row.delivery === 'DELIVERY_IN_DAYS' && row.deliveryDays !== null)
    .map((row) => row.deliveryDays as number);
  if (days.length > 0) return { delivery: 'DELIVERY_IN_DAYS', deliveryDays: Math.min(...days) };
  if (rows.some((row) => row.delivery === 'UNDEFINED')) return { delivery: 'UNDEFINED', deliveryDays: null };
  return { delivery: 'NOTIFY_ME', deliveryDays: null };
}

/** Dealer stock of a version (spec document 2 "Stock: GET available"). */
export function createStockService(db: Db) {
  const store = createStockStore(db);
  const catalogue = createCatalogueReader(db);

  return {
    async available(query: StockAvailableQuery, log: FastifyBaseLogger): Promise<StockAvailability> {
      // An unknown version or brand is the caller's mistake (404), not a stock failure.
      await catalogue.brandOf(query.mvsCode, query.brand);
      const base = {
        mvsCode: query.mvsCode,
        modelYear: query.modelYear,
        brand: query.brand,
        state: query.state ?? null,
      };
      let rows: StockRecord[];
      try {
        rows = await store.rows({
          mvsCode: query.mvsCode,
          modelYear: query.modelYear,
          brand: query.brand,
          ...(query.country === undefined ? {} : { country: query.country }),
          ...(query.state === undefined ? {} : { state: query.state }),
        });
      } catch (error) {
        // Spec document 2 §4: a stock failure is logged and replaced by empty data.
        log.error({ err: error, ...base }, 'stock unavailable');
        return { ...base, quantity: 0, delivery: null, deliveryDays: null, unavailable: true };
      }
      return {
        ...base,
        quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
        ...combinedDelivery(rows),
        unavailable: false,
      };
    },

    /**
     * The stock of a version in one market, state by state (the factory stock a dealer desk
     * shows); null when the stock service fails, which the caller reports as unavailable.
     */
    async byState(
      query: { mvsCode: string; modelYear: number; brand: string; country: string },
      log: FastifyBaseLogger,
    ): Promise<StockRecord[] | null> {
      try {
        return await store.rows(query);
      } catch (error) {
        log.error({ err: error, ...query }, 'stock unavailable');
        return null;
      }
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
