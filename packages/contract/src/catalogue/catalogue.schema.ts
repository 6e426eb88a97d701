import { BRAND_SLUGS, PART_TYPES } from '@autohub/domain';
import { z } from 'zod';

/*
 * Catalogue calls (spec document 2 "Cars, catalogue, prices, stock"; document 1 §3 "Vehicle code",
 * "Mvs record", "Part", "Service"). Money is always integer minor units (centavos of BRL or ARS)
 * and a missing price is `null`: the screens then show the catalogue message `price_unavailable`
 * ('Valor não disponível no momento').
 */

export const CatalogueBrand = z.enum(BRAND_SLUGS).describe('Brand slug.').meta({ id: 'CatalogueBrand' });
export type CatalogueBrand = z.infer<typeof CatalogueBrand>;

export const CountryCodeSchema = z.enum(['BR', 'AR']).describe('Market country.').meta({ id: 'CountryCode' });
export type CountryCodeValue = z.infer<typeof CountryCodeSchema>;

/** UF (Brazil, e.g. `SP`) or ISO 3166-2:AR province letter (Argentina, e.g. `B`). */
export const StateCodeSchema = z
  .string()
  .regex(/^[A-Z]{1,2}$/, 'state_invalid')
  .describe('UF (BR, e.g. SP) or ISO 3166-2:AR province letter (AR, e.g. B).');

/** A vehicle code: 7 characters (model 3 + version 3 + series 1) or 16 (model 4 + version 11 + series 1). */
export const MvsCodeSchema = z
  .string()
  .regex(/^(?:[A-Z0-9]{7}|[A-Z0-9]{16})$/, 'mvs_invalid')
  .describe('Vehicle code (MVS): 7 or 16 upper-case letters and digits.');

export const ModelYearSchema = z.coerce.number().int().min(2000).max(2100).describe('Model year.');

/** The version of a model year a price or reservation call is about, as those calls name it. */
export const versionYearFields = { mvsCode: MvsCodeSchema, year: ModelYearSchema };

export const ModelCategory = z
  .enum(['hatch', 'sedan', 'suv', 'suv-coupe', 'pickup', 'van', 'coupe'])
  .describe('Body style; also picks the car drawing.')
  .meta({ id: 'ModelCategory' });
export type ModelCategory = z.infer<typeof ModelCategory>;

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const Cents = z.number().int().nonnegative();

// ---------------------------------------------------------------------------------------------
// Mvs record

/** The Mvs record of spec document 1 §3. `chassis` and `plateNumber` are empty for catalogue cars. */
export const MvsRecord = z
  .object({
    /** modelCode + versionCode + seriesCode, 7 or 16 characters. */
    code: z.string().describe('Whole vehicle code (MVS).'),
    modelCode: z.string().describe('Model segment: 3 characters, 4 for Citroën and Peugeot.'),
    modelName: z.string(),
    modelShortName: z.string(),
    versionName: z.string(),
    versionCode: z.string().describe('Version segment: 3 characters, 11 for Citroën and Peugeot.'),
    seriesCode: z.string().describe('Series segment: 1 character.'),
    year: z.number().int().describe('Model year (the newest on sale unless a year was asked).'),
    gear: z.string().describe('Gearbox as the brand writes it.'),
    engine: z.string().describe('Engine as the brand writes it.'),
    doors: z.number().int().positive(),
    fuel: z.string().describe('Fuel as spec document 1 §3 spells it (Flex, Diesel, Electric…).'),
    chassis: z.string().describe('Chassis number of an owned car; empty for the catalogue.'),
    plateNumber: z.string().describe('Plate of an owned car; empty for the catalogue.'),
    price: Cents.nullable().describe('Price at the asked location in cents; null when unknown or not asked.'),
    fullDescription: z.string(),
  })
  .meta({ id: 'MvsRecord' });
export type MvsRecord = z.infer<typeof MvsRecord>;

// ---------------------------------------------------------------------------------------------
// Parts, groups, services, datasheet

export const CataloguePartSchema = z
  .object({
    id: z.string().describe('Part id, unique within the model.'),
    code: z.string().describe('Factory code: key of the price lists and of `optionalCode`.'),
    name: z.string(),
    type: z.enum(PART_TYPES).describe('ITEM (optional), ACCESSORY, COLOR or COATING.'),
    behavior: z.enum(['OPTIONAL', 'FEATURED']).describe('FEATURED parts are highlighted by the builder.'),
    price: Cents.describe('National reference price (BRL cents); the buyer pays the location price.'),
    inclusive: z.array(z.string()).describe('Part ids added with this one (recursively).'),
    exclusive: z.array(z.string()).describe('Part ids removed when this one is added (read both ways).'),
    optionalColors: z
      .array(z.string())
      .describe('COLOR ids the car is restricted to while this part is on it; empty: no restriction.'),
    paint: z.enum(['solid', 'metallic', 'pearly']).optional().describe('Paint category of a COLOR part.'),
    colorValue: HexColor.optional().describe(
      'Colour for drawing the car: its body (COLOR parts) or its seats (COATING parts).',
    ),
    secondaryColorValue: HexColor.optional().describe('Roof colour of a two-tone paint.'),
    description: z.string().optional().describe('What the optional or accessory brings.'),
  })
  .meta({ id: 'CataloguePart' });
export type CataloguePartDto = z.infer<typeof CataloguePartSchema>;

export const PartGroupSchema = z
  .object({
    id: z.string(),
    kind: z
      .enum(['ONE_OF', 'DEPENDENCY'])
      .describe(
        'ONE_OF: at most one member (exactly one with the owner); DEPENDENCY: the owner needs a member.',
      ),
    members: z.array(z.string()).describe('Part ids the buyer chooses from.'),
    owner: z.string().optional().describe('Part id that triggers the choice.'),
    label: z.string().describe('Why the buyer is asked, shown in the conflicts modal.'),
  })
  .meta({ id: 'PartGroup' });
export type PartGroupDto = z.infer<typeof PartGroupSchema>;

/** A service of spec document 1 §3 offered with the car. */
export const CatalogueServiceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.enum(['WARRANTY', 'MAINTENANCE', 'INSURANCE', 'PROTECTION']),
    serviceName: z.string(),
    price: Cents.describe('National reference price (BRL cents); the location price comes from batchPrices.'),
    description: z.string(),
  })
  .meta({ id: 'CatalogueService' });
export type CatalogueServiceDto = z.infer<typeof CatalogueServiceSchema>;

const FuelFigure = z.enum(['gasoline', 'ethanol', 'diesel', 'electricity', 'combined']);

/** Technical sheet of a version. */
export const DatasheetSchema = z
  .object({
    engine: z.object({
      description: z.string(),
      displacementCc: z.number().int().nonnegative().describe('0 for battery-electric versions.'),
      cylinders: z.number().int().nonnegative(),
      power: z.array(z.object({ fuel: FuelFigure, cv: z.number(), rpm: z.number().optional() })),
      torque: z.array(z.object({ fuel: FuelFigure, kgfm: z.number(), rpm: z.number().optional() })),
    }),
    transmission: z.object({
      type: z.enum(['manual', 'automatic', 'cvt', 'dct', 'single-speed']),
      gears: z.number().int().nonnegative(),
      traction: z.enum(['FWD', 'RWD', 'AWD', '4x4']),
    }),
    dimensions: z.object({
      lengthMm: z.number(),
      widthMm: z.number(),
      heightMm: z.number(),
      wheelbaseMm: z.number(),
      trunkLitres: z.number(),
      tankLitres: z.number().optional(),
      payloadKg: z.number().optional(),
    }),
    consumption: z.array(
      z.object({
        fuel: z.enum(['gasoline', 'ethanol', 'diesel', 'electricity']),
        unit: z.enum(['km/l', 'km/kWh']),
        city: z.number(),
        road: z.number(),
      }),
    ),
    performance: z.object({ zeroToHundredS: z.number(), topSpeedKmh: z.number() }),
    battery: z.object({ capacityKwh: z.number(), rangeKm: z.number() }).optional(),
  })
  .meta({ id: 'Datasheet' });
export type DatasheetDto = z.infer<typeof DatasheetSchema>;

// ---------------------------------------------------------------------------------------------
// Models

/** The figures a model is drawn from: its lead version's datasheet, in millimetres. */
export const ModelDimensions = z
  .object({
    lengthMm: z.number(),
    heightMm: z.number(),
    wheelbaseMm: z.number(),
    widthMm: z.number(),
  })
  .describe("Length, height, wheelbase and width of the model's lead version (the datasheet's figures).")
  .meta({ id: 'ModelDimensions' });
export type ModelDimensions = z.infer<typeof ModelDimensions>;

/**
 * What marks a model out beyond its proportions, for its drawing. Absent fields take the body
 * style's and the brand's defaults (the brand's lamps, no spare wheel, the body style's
 * profile; a pickup's open bed).
 */
export const ModelSignature = z
  .object({
    lamps: z
      .enum(['round', 'slim', 'split', 'bar', 'claw', 'block'])
      .optional()
      .describe(
        "Headlamp signature: round lamps, a slim LED line, split lamps (a light line above the main lamps), a light bar across the nose, claw marks, square blocks. The brand's own when absent.",
      ),
    spareWheel: z.boolean().optional().describe('A spare wheel carried on the tailgate.'),
    upright: z
      .boolean()
      .optional()
      .describe(
        'An upright off-road body: flat hood, near-vertical windscreen and tailgate, fender flares, tall tyres.',
      ),
  })
  .describe("The model's own signature details, drawn on top of its body style.")
  .meta({ id: 'ModelSignature' });
export type ModelSignature = z.infer<typeof ModelSignature>;

/** `GET /api/catalogue/model`: the models of a brand sold in a country. */
export const ModelListQuery = z.object({
  brand: CatalogueBrand,
  country: CountryCodeSchema,
  state: StateCodeSchema.optional().describe('When given, `startingPrice` is the price in this state.'),
});
export type ModelListQuery = z.infer<typeof ModelListQuery>;

export const ModelSummary = z
  .object({
    brand: CatalogueBrand,
    code: z
      .string()
      .describe('Model code: first 3 (4 for Citroën and Peugeot) characters of every MVS code.'),
    name: z.string(),
    shortName: z.string(),
    category: ModelCategory,
    tagline: z.string(),
    modelYears: z.array(z.number().int()).describe('Model years on sale, ascending.'),
    latestYear: z.number().int(),
    color: HexColor.describe('Colour used to draw the model card (its default paint).'),
    dimensions: ModelDimensions,
    signature: ModelSignature.optional(),
    versionCount: z.number().int().positive(),
    startingPrice: Cents.nullable().describe(
      'Lowest version price of the newest year in the asked state, else in the country reference (SP, or C): the cheapest version the builder shows there (startingPriceOf of @autohub/domain); null when unpriced.',
    ),
    startingPrices: z
      .record(z.string(), Cents.nullable())
      .describe(
        'Starting price per state/province code (newest year, ecommerce price); null where unpriced.',
      ),
  })
  .meta({ id: 'ModelSummary' });
export type ModelSummary = z.infer<typeof ModelSummary>;

export const ModelList = z
  .object({
    brand: CatalogueBrand,
    country: CountryCodeSchema,
    currency: z.enum(['BRL', 'ARS']),
    models: z.array(ModelSummary),
  })
  .meta({ id: 'ModelList' });
export type ModelList = z.infer<typeof ModelList>;

/** `GET /api/catalogue/model/latest`: one model with the versions of its newest (or asked) year. */
export const ModelDetailQuery = z.object({
  brand: CatalogueBrand,
  country: CountryCodeSchema,
  modelCode: z.string().min(3).max(4).describe('Model code.'),
  year: ModelYearSchema.optional().describe('Model year; the newest when absent.'),
});
export type ModelDetailQuery = z.infer<typeof ModelDetailQuery>;

/** A colour as the version lists and the comparator show it. */
export const ColorSwatch = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    paint: z.enum(['solid', 'metallic', 'pearly']),
    colorValue: HexColor,
    secondaryColorValue: HexColor.optional(),
  })
  .meta({ id: 'ColorSwatch' });
export type ColorSwatch = z.infer<typeof ColorSwatch>;

export const VersionSummary = z
  .object({
    mvs: MvsRecord,
    modelYears: z.array(z.number().int()),
    highlights: z.array(z.string()),
    serialItems: z.array(z.string()),
    colors: z.array(ColorSwatch),
    defaultColorId: z.string(),
    defaultCoatingId: z.string(),
  })
  .meta({ id: 'VersionSummary' });
export type VersionSummary = z.infer<typeof VersionSummary>;

export const ModelDetail = z
  .object({
    model: ModelSummary.omit({ startingPrices: true, startingPrice: true }),
    year: z.number().int().describe('The model year the versions are listed for.'),
    versions: z.array(VersionSummary),
  })
  .meta({ id: 'ModelDetail' });
export type ModelDetail = z.infer<typeof ModelDetail>;

// ---------------------------------------------------------------------------------------------
// Versions (mvs)

/** `GET /api/catalogue/mvs/all`: every version (Mvs record) of a brand in a country. */
export const MvsListQuery = z.object({
  brand: CatalogueBrand,
  country: CountryCodeSchema,
  modelCode: z.string().min(3).max(4).optional().describe('Only this model.'),
  year: ModelYearSchema.optional().describe('Only versions on sale in this model year (records carry it).'),
});
export type MvsListQuery = z.infer<typeof MvsListQuery>;

export const MvsList = z.object({ items: z.array(MvsRecord) }).meta({ id: 'MvsList' });
export type MvsList = z.infer<typeof MvsList>;

/** A version by code: `catalogue/mvs`, `datasheet`, `color`, `coating`, `item`, `accessory`. */
export const VersionQuery = z.object({
  mvsCode: MvsCodeSchema,
  brand: CatalogueBrand.optional().describe('Checked against the version when given.'),
  year: ModelYearSchema.optional().describe('Model year; the newest when absent.'),
  country: CountryCodeSchema.optional().describe(
    'Market of the page: texts in its language and its versions (AR: es-AR, nafta); BR when absent.',
  ),
});
export type VersionQuery = z.infer<typeof VersionQuery>;

/**
 * `GET /api/catalogue/mvs`: everything the builder needs for one version: the configurator model
 * (parts, groups, services) the conflict engine of `@autohub/domain` reads as it is, plus serial
 * items and datasheet.
 */
export const ConfiguratorVersion = z
  .object({
    brand: CatalogueBrand,
    model: z.object({
      code: z.string(),
      name: z.string(),
      shortName: z.string(),
      category: ModelCategory,
      markets: z.array(CountryCodeSchema),
      signature: ModelSignature.optional(),
    }),
    mvs: MvsRecord,
    modelYears: z.array(z.number().int()),
    highlights: z.array(z.string()),
    serialItems: z.array(z.string()),
    datasheet: DatasheetSchema,
    parts: z.array(CataloguePartSchema).describe('COLOR, COATING, ITEM and ACCESSORY parts of the version.'),
    groups: z.array(PartGroupSchema),
    services: z.array(CatalogueServiceSchema),
    defaultColorId: z.string().describe('Colour the builder starts with (needs no optional).'),
    defaultCoatingId: z.string().describe('Coating the builder starts with (needs no optional).'),
    /** The other versions of the model (for the version step and the comparator). */
    groupedMvs: z.array(MvsRecord),
  })
  .meta({ id: 'ConfiguratorVersion' });
export type ConfiguratorVersion = z.infer<typeof ConfiguratorVersion>;

export const VersionDatasheet = z
  .object({
    mvsCode: z.string(),
    serialItems: z.array(z.string()),
    datasheet: DatasheetSchema,
  })
  .meta({ id: 'VersionDatasheet' });
export type VersionDatasheet = z.infer<typeof VersionDatasheet>;

/** `catalogue/color`, `coating`, `item`, `accessory`: the parts of one type of a version. */
export const VersionParts = z
  .object({ mvsCode: z.string(), type: z.enum(PART_TYPES), parts: z.array(CataloguePartSchema) })
  .meta({ id: 'VersionParts' });
export type VersionParts = z.infer<typeof VersionParts>;

// ---------------------------------------------------------------------------------------------
// Car mvs lookup

/**
 * `GET /api/car/mvs`: the Mvs record by its parts (spec document 2 "Car: GET mvs"). Codes in the
 * segment reading (version 3 or 11 characters, series 1); the brand-size reading (version code
 * including the model, series code = whole code) is accepted too.
 */
export const CarMvsQuery = z.object({
  modelCode: z.string().min(3).max(4),
  versionCode: z.string().min(1).max(15),
  seriesCode: z.string().min(1).max(16),
  brand: CatalogueBrand,
  year: ModelYearSchema.optional(),
});
export type CarMvsQuery = z.infer<typeof CarMvsQuery>;

// ---------------------------------------------------------------------------------------------
// Comparisons

/** Repeated (`mvsCode=a&mvsCode=b`) or comma-joined (`mvsCode=a,b`): both are read. */
const repeatedCodes = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])),
  z.array(MvsCodeSchema).min(2, 'compare_min').max(3, 'compare_max'),
);

/** `GET /api/catalogue/comparisons`: two or three versions of one model side by side. */
export const ComparisonQuery = z.object({
  mvsCode: repeatedCodes.describe('Two or three MVS codes of the same model, repeated or comma-joined.'),
  country: CountryCodeSchema.optional(),
  state: StateCodeSchema.optional().describe('With country: each version carries its price there.'),
});
export type ComparisonQuery = z.infer<typeof ComparisonQuery>;

export const ComparedVersion = z
  .object({
    mvs: MvsRecord,
    highlights: z.array(z.string()),
    colors: z.array(ColorSwatch),
    serialItems: z.array(z.string()),
    optionalCount: z.number().int().nonnegative(),
    datasheet: DatasheetSchema,
  })
  .meta({ id: 'ComparedVersion' });
export type ComparedVersion = z.infer<typeof ComparedVersion>;

export const Comparison = z
  .object({
    modelCode: z.string(),
    modelName: z.string(),
    versions: z.array(ComparedVersion),
    commonItems: z.array(z.string()).describe('Serial items every compared version has.'),
    differences: z
      .array(
        z.object({
          item: z.string(),
          presentIn: z.array(z.string()).describe('MVS codes of the versions that have it.'),
        }),
      )
      .describe('Serial items some compared versions lack.'),
    colorDifferences: z
      .array(z.object({ colorId: z.string(), name: z.string(), presentIn: z.array(z.string()) }))
      .describe('Colours some compared versions do not offer.'),
  })
  .meta({ id: 'Comparison' });
export type Comparison = z.infer<typeof Comparison>;

// ---------------------------------------------------------------------------------------------
// Car pictures (document 1 §5 car image address, §9 renditions)

/** The renditions of spec document 1 §9. */
export const CAR_IMAGE_RENDITIONS = ['48x48', '140x100', '319x319', '1280x1280'] as const;
export type CarImageRendition = (typeof CAR_IMAGE_RENDITIONS)[number];

/**
 * The views of a car picture (decision 020): the side, the nose and the tail at three quarters,
 * and the cabin. The same names end a maker's photo address (`/{view}.{width}x{height}.webp`).
 */
export const CAR_IMAGE_VIEWS = ['side', 'front34', 'rear34', 'interior'] as const;
export type CarImageView = (typeof CAR_IMAGE_VIEWS)[number];

/**
 * Base address of the car pictures; with `buildCarImageUrl` of `@autohub/domain` it gives
 * `/api/catalogue/image/{model}/{version}{series}/{year}[/{colorCode}]`, plus `?size=`.
 * `{version}` is the version segment, `{series}` the series segment.
 */
export const CAR_IMAGE_BASE_URL = '/api/catalogue/image';

export const CarImageParams = z.object({
  model: z.string().min(3).max(4),
  versionSeries: z.string().min(2).max(12).describe('Version segment followed by the series segment.'),
  year: z.coerce.number().int(),
  color: z.string().max(20).optional().describe('Colour code; the default paint when absent.'),
});
export type CarImageParams = z.infer<typeof CarImageParams>;

export const CarImageQuery = z.object({
  size: z.enum(CAR_IMAGE_RENDITIONS).default('319x319').describe('Rendition of spec document 1 §9.'),
  view: z
    .enum(CAR_IMAGE_VIEWS, { error: 'car_view_invalid' })
    .default('side')
    .describe('side, front34 (three-quarter front), rear34 (three-quarter rear) or interior (decision 058).'),
  coating: z
    .string()
    .min(1)
    .max(20)
    .optional()
    .describe("Upholstery code the interior view is drawn in; the version's default upholstery when absent."),
});
export type CarImageQuery = z.infer<typeof CarImageQuery>;
