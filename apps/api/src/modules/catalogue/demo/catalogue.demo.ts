import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bulkInsert } from '../bulk-insert.js';
import {
  catalogueGroups,
  catalogueModels,
  catalogueServices,
  catalogueVersions,
} from '../catalogue.schema.js';
import { allModels } from './data/index.js';
import type { CatalogueModel } from '../data/types.js';

/** The drawing colour of a model: the default paint of its first version. */
function modelColor(model: CatalogueModel): string {
  const first = model.versions[0];
  const paint = first?.parts.find((part) => part.id === first.defaultColorId)?.colorValue;
  return paint ?? '#8a8d91';
}

/** Seeds the demo catalogue into empty catalogue tables; answers the number of versions written. */
export async function seedCatalogue(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(catalogueModels);
  if ((existing?.n ?? 0) > 0) return 0;
  const entries = allModels();
  await db.insert(catalogueModels).values(
    entries.map(({ brand, model }, position) => ({
      code: model.code,
      brand,
      name: model.name,
      shortName: model.shortName,
      category: model.category,
      tagline: model.tagline,
      markets: [...model.markets],
      modelYears: [...model.modelYears],
      mvsFamily: model.mvsFamily,
      color: modelColor(model),
      signature: model.signature ?? null,
      position,
    })),
  );
  const versions = entries.flatMap(({ brand, model }) =>
    model.versions.map((version, position) => ({ brand, model, version, position })),
  );
  await db.insert(catalogueVersions).values(
    versions.map(({ brand, model, version, position }) => ({
      mvsCode: version.mvs.code,
      brand,
      modelCode: model.code,
      versionName: version.mvs.versionName,
      versionCode: version.mvs.versionCode,
      seriesCode: version.mvs.seriesCode,
      year: version.mvs.year,
      modelYears: [...version.modelYears],
      gear: version.mvs.gear,
      engine: version.mvs.engine,
      doors: version.mvs.doors,
      fuel: version.mvs.fuel,
      fullDescription: version.mvs.fullDescription,
      basePrice: version.basePrice,
      serialItems: [...version.serialItems],
      highlights: [...version.highlights],
      datasheet: version.datasheet,
      defaultColorId: version.defaultColorId,
      defaultCoatingId: version.defaultCoatingId,
      position,
    })),
  );
  await bulkInsert(
    db,
    'catalogue_parts',
    [
      { name: 'mvs_code', type: 'text' },
      { name: 'id', type: 'text' },
      { name: 'code', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'type', type: 'text' },
      { name: 'behavior', type: 'text' },
      { name: 'price', type: 'integer' },
      { name: 'inclusive', type: 'text[]' },
      { name: 'exclusive', type: 'text[]' },
      { name: 'optional_colors', type: 'text[]' },
      { name: 'paint', type: 'text' },
      { name: 'color_value', type: 'text' },
      { name: 'secondary_color_value', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'position', type: 'integer' },
    ],
    versions.flatMap(({ version }) =>
      version.parts.map((part, position) => ({
        mvs_code: version.mvs.code,
        id: part.id,
        code: part.code,
        name: part.name,
        type: part.type,
        behavior: part.behavior,
        price: part.price,
        inclusive: part.inclusive,
        exclusive: part.exclusive,
        optional_colors: part.optionalColors,
        paint: part.paint,
        color_value: part.colorValue,
        secondary_color_value: part.secondaryColorValue,
        description: part.description,
        position,
      })),
    ),
  );
  const groups = versions.flatMap(({ version }) =>
    version.groups.map((group, position) => ({
      mvsCode: version.mvs.code,
      id: group.id,
      kind: group.kind,
      members: [...group.members],
      owner: group.owner ?? null,
      label: group.label,
      position,
    })),
  );
  if (groups.length > 0) await db.insert(catalogueGroups).values(groups);
  await db.insert(catalogueServices).values(
    entries.flatMap(({ model }) =>
      model.services.map((service, position) => ({
        modelCode: model.code,
        id: service.id,
        name: service.name,
        category: service.category,
        serviceName: service.serviceName,
        price: service.price,
        description: service.description,
        position,
      })),
    ),
  );
  return versions.length;
}
