import type { ModelSignature } from '@autohub/contract';
import type {
  BrandSlug,
  CountryCode,
  CurrencyCode,
  FUELS,
  PaintCategory,
  Part,
  PartBehavior,
  PartGroup,
  PartType,
  Service,
} from '@autohub/domain';

export type { PaintCategory, PartBehavior, PartType };
export type { ModelSignature };

/*
 * Shapes of the demo catalogue the api seeds into an empty database. Field names follow spec
 * document 1 §3 (Mvs record, Part, Service, Price sources, Stock delivery labels), and parts,
 * groups and services extend the configurator types of @autohub/domain, so a version's parts and
 * groups feed the conflict engine as they are. Money is always integer minor units (centavos of
 * BRL or ARS). Buyer-facing text is pt-BR: the commercial names the brands publish.
 */

export type CatalogueBrand = BrandSlug;

/** Body styles shown in the model lists and used to pick the car drawing. */
export type ModelCategory = 'hatch' | 'sedan' | 'suv' | 'suv-coupe' | 'pickup' | 'van' | 'coupe';

/** Fuels of spec document 1 §3, spelled as the spec spells them. */
export type Fuel = (typeof FUELS)[keyof typeof FUELS];

/**
 * Vehicle code family (spec document 1 §3 "Vehicle code"): 7 characters (model 3 + version 3 +
 * series 1) for the default brands, 16 (model 4 + version 11 + series 1) for Citroën and Peugeot.
 */
export type MvsFamily = 'default' | 'psa';

/**
 * The Mvs record of spec document 1 §3 as the catalogue knows it. `chassis`, `plateNumber` and
 * `price` belong to a given car or location, so they are filled elsewhere (stock, prices).
 */
export interface CatalogueMvs {
  /** modelCode + versionCode + seriesCode: 7 or 16 characters. */
  code: string;
  modelCode: string;
  modelName: string;
  modelShortName: string;
  versionName: string;
  /**
   * Segment reading of the code (version 3 or 11 characters, series 1). The brand-size reading of
   * the domain's parseMvs is the prefix modelCode + versionCode, and the whole code.
   */
  versionCode: string;
  seriesCode: string;
  /** Newest model year on sale; every year on sale is in CatalogueVersion.modelYears. */
  year: number;
  /** Gearbox as the brand writes it, e.g. 'Automático CVT 7 marchas'. */
  gear: string;
  /** Engine as the brand writes it, e.g. '1.0 Turbo 200 Flex'. */
  engine: string;
  doors: number;
  fuel: Fuel;
  fullDescription: string;
}

export interface PowerFigure {
  /** Which fuel the figure is measured with (flex engines publish both). */
  fuel: 'gasoline' | 'ethanol' | 'diesel' | 'electricity' | 'combined';
  cv: number;
  /** Engine speed of the peak; absent for electric motors. */
  rpm?: number;
}

export interface TorqueFigure {
  fuel: PowerFigure['fuel'];
  kgfm: number;
  rpm?: number;
}

export interface ConsumptionFigure {
  fuel: 'gasoline' | 'ethanol' | 'diesel' | 'electricity';
  /** km/l for liquid fuels, km/kWh for electricity (INMETRO/PBEV style). */
  unit: 'km/l' | 'km/kWh';
  city: number;
  road: number;
}

export type Transmission = 'manual' | 'automatic' | 'cvt' | 'dct' | 'single-speed';
export type Traction = 'FWD' | 'RWD' | 'AWD' | '4x4';

/** Technical sheet of a version, grouped as the datasheet screen shows it. */
export interface CatalogueDatasheet {
  engine: {
    description: string;
    /** Swept volume; 0 for battery-electric versions. */
    displacementCc: number;
    cylinders: number;
    power: readonly PowerFigure[];
    torque: readonly TorqueFigure[];
  };
  transmission: { type: Transmission; gears: number; traction: Traction };
  dimensions: {
    lengthMm: number;
    widthMm: number;
    heightMm: number;
    wheelbaseMm: number;
    trunkLitres: number;
    /** Absent for battery-electric versions. */
    tankLitres?: number;
    /** Load capacity of pickups and vans. */
    payloadKg?: number;
  };
  consumption: readonly ConsumptionFigure[];
  performance: { zeroToHundredS: number; topSpeedKmh: number };
  /** Traction battery of electric and hybrid versions. */
  battery?: { capacityKwh: number; rangeKm: number };
}

/**
 * A part of spec document 1 §3 (the domain's configurator Part). Rules, all by part id within the
 * same version:
 * - `inclusive`: adding this part adds these too (recursively). A COLOR or COATING that lists an
 *   ITEM is only available with that optional (removing the optional forces another colour).
 * - `exclusive`: adding this part removes these (read both ways).
 * - `optionalColors`: while this part is selected, the colour must be one of these COLOR ids.
 * COLOR parts carry `paint` (category), `colorValue` and, for two-tone paints, the roof colour in
 * `secondaryColorValue`, for drawing the car. `price` is the national reference in BRL cents; what
 * the buyer pays at a location comes from priceRows().
 */
export interface CataloguePart extends Part {
  behavior: PartBehavior;
  /** Always present in the catalogue (empty: no restriction). */
  optionalColors: readonly string[];
  /** What the optional or accessory brings, for the detail drawer. */
  description?: string;
}

/**
 * A rule that asks the buyer to choose.
 * - ONE_OF: the members are alternatives, at most one is selected (they also exclude each other).
 *   With an owner, selecting the owner asks the buyer to pick exactly one member.
 * - DEPENDENCY: the owner needs at least one member; adding the owner with none selected asks
 *   the buyer which member to add.
 */
export interface CatalogueGroup extends PartGroup {
  /** Why the buyer is asked, shown in the conflicts modal. */
  label: string;
}

export type ServiceCategory = 'WARRANTY' | 'MAINTENANCE' | 'INSURANCE' | 'PROTECTION';

/** A service of spec document 1 §3 offered with the car. */
export interface CatalogueService extends Service {
  category: ServiceCategory;
  /** National reference price in BRL cents; per-location prices come from priceRows(). */
  price: number;
  description: string;
}

export interface CatalogueVersion {
  mvs: CatalogueMvs;
  /** Model years on sale for this version (priced and stocked). */
  modelYears: readonly number[];
  /** National reference base price of the newest model year, BRL cents. */
  basePrice: number;
  serialItems: readonly string[];
  /** Three or four selling points shown by the comparator. */
  highlights: readonly string[];
  datasheet: CatalogueDatasheet;
  /** The parts this version offers, with the model's rules narrowed to them. */
  parts: readonly CataloguePart[];
  groups: readonly CatalogueGroup[];
  /** Colour and coating the builder starts with; both need no optional. */
  defaultColorId: string;
  defaultCoatingId: string;
}

export interface CatalogueModel {
  brand: CatalogueBrand;
  /** 3 characters (default brands) or 4 (Citroën, Peugeot): the first part of every MVS code. */
  code: string;
  name: string;
  shortName: string;
  category: ModelCategory;
  markets: readonly CountryCode[];
  modelYears: readonly number[];
  mvsFamily: MvsFamily;
  /** One sentence for model cards. */
  tagline: string;
  /** What marks the model out in its drawing (lamps, spare wheel); the body style's defaults without. */
  signature?: ModelSignature;
  versions: readonly CatalogueVersion[];
  /** Every part any version offers (ids unique per model). */
  parts: readonly CataloguePart[];
  groups: readonly CatalogueGroup[];
  services: readonly CatalogueService[];
  /** ARS per BRL used to derive Argentine prices from the BRL references (imports cost more). */
  arsPerBrl: number;
}

export type CatalogueByBrand = Readonly<Record<CatalogueBrand, readonly CatalogueModel[]>>;

/** Both price sources of spec document 1 §3. `customPrice` is absent where no campaign applies. */
export interface PriceSources {
  ecommercePrice: number;
  customPrice?: number;
}

interface PriceRowBase extends PriceSources {
  brand: CatalogueBrand;
  country: CountryCode;
  /** UF (BR) or ISO 3166-2:AR letter (AR). */
  state: string;
  currency: CurrencyCode;
  modelCode: string;
  modelYear: number;
}

export interface VersionPriceRow extends PriceRowBase {
  kind: 'VERSION';
  mvsCode: string;
}

export interface PartPriceRow extends PriceRowBase {
  kind: 'PART';
  partId: string;
  partCode: string;
  partType: PartType;
}

export interface ServicePriceRow extends PriceRowBase {
  kind: 'SERVICE';
  serviceId: string;
}

export type PriceRow = VersionPriceRow | PartPriceRow | ServicePriceRow;

/** A combination priced nowhere on purpose, so the screens show 'Valor não disponível no momento'. */
export interface PriceGap {
  brand: CatalogueBrand;
  country: CountryCode;
  state: string;
  modelCode: string;
  /** Absent: every model year. */
  modelYear?: number;
  /** The whole version is unpriced there. */
  mvsCode?: string;
  /** Only this part is unpriced there. */
  partId?: string;
  reason: string;
}

/** Stock delivery labels of spec document 1 §3. */
export type DeliveryLabel = 'READY_FOR_DELIVERY' | 'UNDEFINED' | 'DELIVERY_IN_DAYS' | 'NOTIFY_ME';

export interface StockRow {
  brand: CatalogueBrand;
  country: CountryCode;
  state: string;
  mvsCode: string;
  modelYear: number;
  /** Cars in dealer stock in the state. */
  quantity: number;
  delivery: DeliveryLabel;
  /** Only with DELIVERY_IN_DAYS. */
  deliveryDays?: number;
}
