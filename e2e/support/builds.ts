import { type APIRequestContext, type Page, expect } from '@playwright/test';

interface ModelDetail {
  year: number;
  versions: {
    mvs: { code: string; modelName: string; versionName: string };
    defaultColorId: string | null;
    colors: { id: string }[];
  }[];
}

/**
 * A finished build of the first version of the Fiat Toro in its default colour, shared through the
 * api: its path opens the builder's resume step.
 */
export async function sharedToroBuild(request: APIRequestContext) {
  const detail = (await (
    await request.get('/api/catalogue/model/latest?brand=fiat&country=BR&modelCode=226')
  ).json()) as ModelDetail;
  const version = detail.versions[0]!;
  const shared = await request.post('/api/builds', {
    data: {
      brand: 'fiat',
      locale: 'pt-BR',
      country: 'BR',
      state: 'SP',
      mvsCode: version.mvs.code,
      year: detail.year,
      colorId: version.defaultColorId ?? version.colors[0]!.id,
      coatingId: null,
      selected: [],
      services: [],
    },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { path } = (await shared.json()) as { path: string };
  return { path, mvs: version.mvs, year: detail.year };
}

/**
 * Waits until an opened shared build is the page's own: the build has hydrated and the address has
 * become its model's resume step. A click on the build's buttons before then reaches the server's
 * HTML, where nothing answers it yet.
 */
export async function sharedBuildHydrated(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/builder\/\d+\?step=resume$/);
}
