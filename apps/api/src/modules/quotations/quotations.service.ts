import type {
  ConfiguratorVersion,
  FactoryStock,
  FactoryStockUnit,
  Quotation,
  QuotationOpenRequest,
  QuotationSaveResult,
  QuotationUpdateRequest,
  QuotationView,
} from '@autohub/contract';
import {
  type CarState,
  type BuildModel,
  DEFAULT_QUOTATION_VALIDITY_DAYS,
  DomainError,
  type Locale,
  type PriceList,
  type QuotationAdjustments,
  type QuotationStatus,
  checkQuotationAdjustments,
  currencyForCountry,
  isQuotableBuild,
  isQuotationEditable,
  message,
  priceQuotation,
  quotationSaveCodeError,
  quotationValidUntil,
  userErrorMessage,
} from '@autohub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CrmPort } from '../../integrations/crm/crm.port.js';
import { findOutboxByReference } from '../../outbox/outbox.store.js';
import {
  type DealerPricesService,
  type DeskScope,
  createDealerPricesService,
} from '../dealer-prices/dealer-prices.service.js';
import { createStockService } from '../stock/stock.service.js';
import { QUOTATION_TOPIC, attemptQuotationSave, queueQuotationSave } from './quotation-delivery.js';
import type { QuotationRow, StoredBuild, StoredQuotationSnapshot } from './quotations.schema.js';
import { createQuotationsStore } from './quotations.store.js';

export type { DeskScope };

/** What pricing a quotation needs: the version and the dealer's price list for it. */
interface PricingContext {
  version: ConfiguratorVersion;
  model: BuildModel;
  priceList: PriceList;
  maxDiscount: number | null;
}

const notFound = () => new DomainError('not_found', {}, { detail: 'No such quotation' });

function carStateOf(build: StoredBuild): CarState {
  return { colorId: build.colorId, coatingId: build.coatingId, selected: [...build.selected], services: [] };
}

function adjustmentsOf(
  row: Pick<QuotationRow, 'changedPrice' | 'bonus' | 'discount' | 'arrangedAccessoryIds'>,
): QuotationAdjustments {
  return {
    changedPrice: row.changedPrice,
    bonus: row.bonus,
    discount: row.discount,
    arrangedAccessoryIds: row.arrangedAccessoryIds,
  };
}

/** The build as the version allows it, or the catalogue error of the first thing wrong. */
function checkedBuild(version: ConfiguratorVersion, build: StoredBuild): StoredBuild {
  const byId = new Map(version.parts.map((part) => [part.id, part]));
  const typeOk = (id: string | null, types: readonly string[]) =>
    id === null || types.includes(byId.get(id)?.type ?? '');
  const selected = [...new Set(build.selected)];
  if (
    build.colorId === null ||
    !typeOk(build.colorId, ['COLOR']) ||
    !typeOk(build.coatingId, ['COATING']) ||
    !selected.every((id) => typeOk(id, ['ITEM', 'ACCESSORY']))
  ) {
    throw new DomainError('quotation.build_invalid');
  }
  const next = { colorId: build.colorId, coatingId: build.coatingId, selected };
  const model = { parts: version.parts, groups: version.groups, services: version.services };
  if (!isQuotableBuild(model, carStateOf(next))) throw new DomainError('quotation.build_invalid');
  return next;
}

function sameBuild(a: StoredBuild, b: StoredBuild): boolean {
  return (
    a.colorId === b.colorId &&
    a.coatingId === b.coatingId &&
    a.selected.length === b.selected.length &&
    [...a.selected].sort().join('|') === [...b.selected].sort().join('|')
  );
}

/** The failure message of a save code, or null. */
function codeMessage(code: string | null, locale: Locale): string | null {
  if (code === null) return null;
  const error = quotationSaveCodeError(code);
  return error ? userErrorMessage(error, locale) : null;
}

export interface QuotationsDeps {
  crm: () => CrmPort;
  crmTimeoutMs: number;
  clock?: () => Date;
}

/**
 * The dealer quotation simulator's service: opens a quotation from a CRM opportunity, re-prices
 * every change with the domain's rules and the dealer's prices, offers the factory stock, and
 * saves the quotation to the CRM once, through the outbox.
 */
/** Which quotations a list shows: a desk's dealers narrow it further. */
export interface QuotationFilter {
  dealerCode?: string | undefined;
  /** Only these brands (a brand-limited staff account); absent for every brand. */
  brands?: readonly string[] | undefined;
  country?: string | undefined;
  status?: QuotationStatus | undefined;
  limit: number;
}

export function createQuotationsService(db: Db, deps: QuotationsDeps) {
  const clock = deps.clock ?? (() => new Date());
  const store = createQuotationsStore(db);
  const dealerPrices: DealerPricesService = createDealerPricesService(db, clock);
  const stock = createStockService(db);

  async function pricing(
    scope: DeskScope,
    row: Pick<QuotationRow, 'dealerCode' | 'mvsCode' | 'year'>,
    log: FastifyBaseLogger,
  ): Promise<PricingContext> {
    // The quotation was reached already; prices are read for its dealer whoever the caller is.
    void scope;
    const batch = await dealerPrices.batchCustomPrice(
      'any',
      { dealerCode: row.dealerCode, mvsCode: row.mvsCode, year: row.year },
      log,
    );
    return {
      version: batch.version,
      model: { parts: batch.version.parts, groups: batch.version.groups, services: batch.version.services },
      priceList: { base: batch.base, parts: batch.parts },
      maxDiscount: batch.specialDiscount,
    };
  }

  function present(row: QuotationRow, context: PricingContext): Quotation {
    const priced = priceQuotation(
      context.model,
      carStateOf(row.build),
      context.priceList,
      adjustmentsOf(row),
    );
    return {
      id: row.id,
      brand: row.brand as Quotation['brand'],
      country: row.country as Quotation['country'],
      dealerCode: row.dealerCode,
      dealerName: row.dealerName,
      quotationNumber: row.quotationNumber,
      opportunityName: row.opportunityName,
      mvsCode: row.mvsCode,
      year: row.year,
      modelName: row.modelName,
      versionName: row.versionName,
      build: row.build,
      arrangedAccessoryIds: row.arrangedAccessoryIds,
      comment: row.comment,
      payment: row.payment,
      validityDays: row.validityDays,
      validUntil: quotationValidUntil(row.updatedAt, row.validityDays),
      prices: {
        currency: currencyForCountry(row.country as Quotation['country']),
        basePrice: priced.totals.basePrice,
        colorPrice: priced.totals.colorPrice,
        coatingPrice: priced.totals.coatingPrice,
        optionalsTotal: priced.totals.optionalsTotal,
        accessoriesTotal: priced.totals.accessoriesTotal,
        arrangedAccessoriesTotal: priced.arrangedAccessoriesTotal,
        initialPrice: priced.initialPrice,
        changedPrice: row.changedPrice,
        price: priced.price,
        bonus: priced.bonus,
        discount: priced.discount,
        cashPrice: priced.cashPrice,
        maxDiscount: context.maxDiscount,
        missingCodes: priced.missingCodes,
      },
      stockProposal: row.stockProposal
        ? { ...row.stockProposal, delivery: row.stockProposal.delivery as FactoryStockUnit['delivery'] }
        : null,
      status: row.status,
      crmId: row.crmId,
      lastSaveCode: row.lastSaveCode,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      savedAt: row.savedAt?.toISOString() ?? null,
    };
  }

  /**
   * A quotation the caller may see: another dealer's answers 404, as if it did not exist. A save
   * the outbox gave up on shows as failed (code 004), so the seller can send it again.
   */
  async function load(scope: DeskScope, id: string): Promise<QuotationRow> {
    const row = await store.find(id);
    if (!row || (scope !== 'any' && !scope.dealerCodes.includes(row.dealerCode))) throw notFound();
    if (row.status === 'SENDING') {
      const message = await findOutboxByReference(db, QUOTATION_TOPIC, `${row.id}:${row.saveAttempts}`);
      if (message?.status === 'DEAD') {
        return (
          (await store.updateFrom(row.id, ['SENDING'], {
            status: 'FAILED',
            lastSaveCode: row.lastSaveCode ?? '004',
          })) ?? row
        );
      }
    }
    return row;
  }

  async function loadForStaff(brands: readonly string[] | undefined, id: string): Promise<QuotationRow> {
    const row = await load('any', id);
    if (brands !== undefined && !brands.includes(row.brand)) throw notFound();
    return row;
  }

  async function view(row: QuotationRow, log: FastifyBaseLogger): Promise<QuotationView> {
    const context = await pricing('any', row, log);
    return { quotation: present(row, context), version: context.version, priceList: context.priceList };
  }

  function refuseLocked(row: QuotationRow): never {
    if (row.status === 'SAVED') throw new DomainError('quotation.already_saved');
    throw new DomainError('quotation_sending', {}, { detail: 'The quotation is on its way to the CRM' });
  }

  async function factoryUnits(row: QuotationRow, log: FastifyBaseLogger): Promise<FactoryStock> {
    const rows = await stock.byState(
      { mvsCode: row.mvsCode, modelYear: row.year, brand: row.brand, country: row.country },
      log,
    );
    if (rows === null) return { items: [], unavailable: true };
    const items = rows
      .filter((unit) => unit.quantity > 0 || unit.delivery === 'DELIVERY_IN_DAYS')
      .map((unit): FactoryStockUnit => ({
        unitId: `${unit.mvsCode}-${unit.modelYear}-${unit.state}`,
        mvsCode: unit.mvsCode,
        modelYear: unit.modelYear,
        state: unit.state,
        quantity: unit.quantity,
        delivery: unit.quantity > 0 ? 'READY_FOR_DELIVERY' : (unit.delivery as FactoryStockUnit['delivery']),
        deliveryDays: unit.quantity > 0 ? null : unit.deliveryDays,
        sameState: unit.state === row.state,
      }))
      .sort(
        (a, b) =>
          Number(b.sameState) - Number(a.sameState) ||
          Number(b.quantity > 0) - Number(a.quantity > 0) ||
          (a.deliveryDays ?? 0) - (b.deliveryDays ?? 0) ||
          a.state.localeCompare(b.state),
      );
    return { items, unavailable: false };
  }

  return {
    /**
     * Opens the quotation of a CRM opportunity at one of the caller's dealers, starting from the
     * dealer's price. The same quotation number at the same dealer reopens the one already there.
     */
    async open(
      scope: DeskScope,
      input: QuotationOpenRequest,
      log: FastifyBaseLogger,
    ): Promise<{ view: QuotationView; created: boolean }> {
      const batch = await dealerPrices.batchCustomPrice(scope, input, log);
      const { version, priced: dealer } = batch;
      const existing = await store.findByNumber(dealer.dealerCode, input.quotationNumber);
      if (existing) return { view: await view(await load(scope, existing.id), log), created: false };
      const now = clock();
      const inserted = await store.insert({
        brand: dealer.brand,
        country: dealer.country,
        dealerCode: dealer.dealerCode,
        dealerName: dealer.name,
        state: dealer.state,
        quotationNumber: input.quotationNumber,
        opportunityName: input.opportunityName.trim(),
        mvsCode: version.mvs.code,
        year: input.year,
        modelName: version.model.name,
        versionName: version.mvs.versionName,
        build: { colorId: version.defaultColorId, coatingId: version.defaultCoatingId, selected: [] },
        arrangedAccessoryIds: [],
        payment: 'CASH',
        validityDays: DEFAULT_QUOTATION_VALIDITY_DAYS,
        status: 'DRAFT',
        createdAt: now,
        updatedAt: now,
      });
      // Two openings of one opportunity at once: the second reopens what the first created.
      const row = inserted ?? (await store.findByNumber(dealer.dealerCode, input.quotationNumber));
      if (!row) throw notFound();
      return { view: await view(row, log), created: inserted !== undefined };
    },

    async list(
      scope: DeskScope,
      filter: QuotationFilter,
      log: FastifyBaseLogger,
    ): Promise<Quotation[]> {
      const rows = await store.list({
        ...(scope === 'any' ? {} : { dealerCodes: scope.dealerCodes }),
        ...(filter.dealerCode === undefined ? {} : { dealerCode: filter.dealerCode }),
        ...(filter.brands === undefined ? {} : { brands: filter.brands }),
        ...(filter.country === undefined ? {} : { country: filter.country }),
        ...(filter.status === undefined ? {} : { status: filter.status }),
        limit: filter.limit,
      });
      const contexts = new Map<string, PricingContext>();
      const items: Quotation[] = [];
      for (const row of rows) {
        const key = `${row.dealerCode}|${row.mvsCode}|${row.year}`;
        let context = contexts.get(key);
        if (!context) {
          context = await pricing('any', row, log);
          contexts.set(key, context);
        }
        items.push(present(row, context));
      }
      return items;
    },

    async get(scope: DeskScope, id: string, log: FastifyBaseLogger): Promise<QuotationView> {
      return view(await load(scope, id), log);
    },

    /**
     * The seller's changes, checked with the configurator's engine and the quotation rules:
     * a car that cannot be built, a new price not above the initial price, or a discount beyond
     * the dealer's special discount is refused and nothing is stored.
     */
    async update(
      scope: DeskScope,
      id: string,
      body: QuotationUpdateRequest,
      log: FastifyBaseLogger,
    ): Promise<QuotationView> {
      const row = await load(scope, id);
      if (!isQuotationEditable(row.status)) refuseLocked(row);
      const context = await pricing(scope, row, log);
      const build = checkedBuild(context.version, body.build);
      if (row.stockProposal && !sameBuild(build, row.build))
        throw new DomainError('quotation.locked_by_stock');
      const accessories = new Set(
        context.version.parts.filter((part) => part.type === 'ACCESSORY').map((part) => part.id),
      );
      const arrangedAccessoryIds = [...new Set(body.arrangedAccessoryIds)].filter(
        (partId) => accessories.has(partId) && build.selected.includes(partId),
      );
      const adjustments: QuotationAdjustments = {
        changedPrice: body.changedPrice,
        bonus: body.bonus,
        discount: body.discount,
        arrangedAccessoryIds,
      };
      const priced = priceQuotation(context.model, carStateOf(build), context.priceList, adjustments);
      const [problem] = checkQuotationAdjustments(priced, adjustments, context.maxDiscount);
      if (problem) throw new DomainError(problem.error, problem.params ?? {});
      const updated = await store.updateFrom(row.id, ['DRAFT', 'FAILED'], {
        build,
        arrangedAccessoryIds,
        changedPrice: body.changedPrice,
        bonus: body.bonus,
        discount: body.discount,
        comment: body.comment.trim(),
        payment: body.payment,
        validityDays: body.validityDays,
        updatedAt: clock(),
      });
      if (!updated)
        throw new DomainError(
          'quotation_changed',
          {},
          { detail: 'The quotation changed meanwhile; reload it' },
        );
      return { quotation: present(updated, context), version: context.version, priceList: context.priceList };
    },

    async factoryStock(scope: DeskScope, id: string, log: FastifyBaseLogger): Promise<FactoryStock> {
      return factoryUnits(await load(scope, id), log);
    },

    /** Makes a stock proposal of a factory unit; the quotation as it was is kept to come back to. */
    async chooseStock(
      scope: DeskScope,
      id: string,
      unitId: string,
      log: FastifyBaseLogger,
    ): Promise<QuotationView> {
      const row = await load(scope, id);
      if (!isQuotationEditable(row.status)) refuseLocked(row);
      const unit = (await factoryUnits(row, log)).items.find((item) => item.unitId === unitId);
      if (!unit)
        throw new DomainError(
          'stock_unit_not_found',
          {},
          { detail: 'That unit is not in the factory stock any more' },
        );
      const snapshot: StoredQuotationSnapshot = row.initialSnapshot ?? {
        build: row.build,
        arrangedAccessoryIds: row.arrangedAccessoryIds,
        changedPrice: row.changedPrice,
        bonus: row.bonus,
        discount: row.discount,
      };
      const now = clock();
      const updated = await store.updateFrom(row.id, ['DRAFT', 'FAILED'], {
        stockProposal: {
          unitId: unit.unitId,
          state: unit.state,
          delivery: unit.delivery,
          deliveryDays: unit.deliveryDays,
          chosenAt: now.toISOString(),
        },
        initialSnapshot: snapshot,
        updatedAt: now,
      });
      if (!updated)
        throw new DomainError(
          'quotation_changed',
          {},
          { detail: 'The quotation changed meanwhile; reload it' },
        );
      return view(updated, log);
    },

    /** Discards the stock proposal: the quotation returns to what it was before it. */
    async discardStock(scope: DeskScope, id: string, log: FastifyBaseLogger): Promise<QuotationView> {
      const row = await load(scope, id);
      if (!isQuotationEditable(row.status)) refuseLocked(row);
      if (!row.stockProposal) return view(row, log);
      const snapshot = row.initialSnapshot;
      const updated = await store.updateFrom(row.id, ['DRAFT', 'FAILED'], {
        stockProposal: null,
        initialSnapshot: null,
        ...(snapshot
          ? {
              build: snapshot.build,
              arrangedAccessoryIds: snapshot.arrangedAccessoryIds,
              changedPrice: snapshot.changedPrice,
              bonus: snapshot.bonus,
              discount: snapshot.discount,
            }
          : {}),
        updatedAt: clock(),
      });
      if (!updated)
        throw new DomainError(
          'quotation_changed',
          {},
          { detail: 'The quotation changed meanwhile; reload it' },
        );
      return view(updated, log);
    },

    /**
     * Saves the quotation to the CRM once: the delivery is queued in the outbox with the state
     * change, then tried at once. The CRM's answer (saved, or a code 001–006) comes back to the
     * seller; if the CRM does not answer in time the outbox keeps trying the same delivery.
     */
    async save(
      scope: DeskScope,
      id: string,
      locale: Locale,
      log: FastifyBaseLogger,
    ): Promise<QuotationSaveResult> {
      const row = await load(scope, id);
      if (row.status === 'SAVED') throw new DomainError('quotation.already_saved');
      const context = await pricing(scope, row, log);
      if (row.status === 'SENDING') {
        return {
          outcome: 'PENDING',
          code: null,
          message: message('quotation_saving', locale),
          quotation: present(row, context),
        };
      }
      const state = carStateOf(row.build);
      if (!isQuotableBuild(context.model, state)) throw new DomainError('quotation.build_invalid');
      const quotation = present(row, context);
      if (quotation.prices.price === null) throw new DomainError('quotation.price_unavailable');
      const queued = await queueQuotationSave(db, row, quotation, context.version, clock());
      if (!queued)
        throw new DomainError(
          'quotation_changed',
          {},
          { detail: 'The quotation changed meanwhile; reload it' },
        );
      const outcome = await attemptQuotationSave(db, deps.crm(), queued.message, deps.crmTimeoutMs, clock);
      const after = (await store.find(row.id)) ?? queued.row;
      const shown = present(after, context);
      if (outcome.kind === 'saved') return { outcome: 'SAVED', code: null, message: null, quotation: shown };
      if (outcome.kind === 'refused') {
        return {
          outcome: 'FAILED',
          code: outcome.code,
          message: codeMessage(outcome.code, locale),
          quotation: shown,
        };
      }
      return {
        outcome: 'PENDING',
        code: null,
        message: message('quotation_saving', locale),
        quotation: shown,
      };
    },

    /**
     * A quotation as back-office staff read it: any dealer's, within the caller's brands when the
     * account is limited to some (another brand's answers 404).
     */
    async getForStaff(
      brands: readonly string[] | undefined,
      id: string,
      log: FastifyBaseLogger,
    ): Promise<QuotationView> {
      return view(await loadForStaff(brands, id), log);
    },

    async pdfForStaff(
      brands: readonly string[] | undefined,
      id: string,
      log: FastifyBaseLogger,
    ): Promise<{ quotation: Quotation; version: ConfiguratorVersion }> {
      const row = await loadForStaff(brands, id);
      const context = await pricing('any', row, log);
      return { quotation: present(row, context), version: context.version };
    },

    /** The quotation, priced, for its PDF. */
    async forPdf(
      scope: DeskScope,
      id: string,
      log: FastifyBaseLogger,
    ): Promise<{ quotation: Quotation; version: ConfiguratorVersion }> {
      const row = await load(scope, id);
      const context = await pricing(scope, row, log);
      return { quotation: present(row, context), version: context.version };
    },
  };
}

export type QuotationsService = ReturnType<typeof createQuotationsService>;
