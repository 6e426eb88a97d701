import type { BrandSlug, Locale } from '@autohub/domain';
import { brandPath } from '../../lib/routing/paths';

/** Where a model leads from the home page: its builder, financing and test drive with the model chosen. */
export function modelPaths(locale: Locale, brand: BrandSlug, code: string) {
  const model = encodeURIComponent(code);
  return {
    build: brandPath(locale, brand, `builder/${model}`),
    finance: `${brandPath(locale, brand, 'financing')}?model=${model}`,
    testDrive: `${brandPath(locale, brand, 'test-drive')}?model=${model}`,
  };
}
