import type { ConfiguratorVersion } from '@autohub/contract';

/** The api's car pictures (the contract's CAR_IMAGE_BASE_URL). */
const CAR_IMAGE_BASE_URL = '/api/catalogue/image';

/**
 * Address of the largest rendition (1280×1280, spec §9) of the build's picture:
 * `{base}/{model}/{version}{series}/{year}[/{color}]`, the format of the domain's
 * `buildCarImageUrl`, written out here because that function's error messages would bring the
 * whole message catalogue into this route's download.
 */
export function buildImageLink(version: ConfiguratorVersion, colorCode: string | undefined): string | null {
  const { modelCode, versionCode, seriesCode, year } = version.mvs;
  if (!modelCode || !versionCode) return null;
  const parts = [modelCode, `${versionCode}${seriesCode}`, String(year), ...(colorCode ? [colorCode] : [])];
  return `${CAR_IMAGE_BASE_URL}/${parts.map(encodeURIComponent).join('/')}?size=1280x1280`;
}
