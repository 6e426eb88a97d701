import { buildCarImageUrl } from '@autohub/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { CAR_RENDITIONS } from '@autohub/car-drawing';
import { browserImageProbe, createAssetSource, type AssetRecord, type AssetSource } from './asset-source';
import { CarPicture, type CarPictureProps, type CarView } from './car-picture';

/** The page settings' asset paths (`assetPaths` of the settings). */
export interface CarAssetPaths {
  images: string;
  fallbackImages: string;
}

export interface CarPhotoKey {
  model: string;
  version: string;
  series: string;
  year: number;
  color?: string;
}

/** One source for the whole page, so a picture is fetched once however many screens show it. */
const pageSource: AssetSource = createAssetSource(browserImageProbe);

/**
 * Address of one picture in a car maker's set: the spec's car image address, then the view and
 * the rendition, e.g. `/media/jeep/552/552AB1/2026/PRETO/front34.319x319.webp`.
 */
export function carPhotoUrl(
  base: string,
  key: CarPhotoKey,
  view: CarView,
  rendition: keyof typeof CAR_RENDITIONS,
): string {
  const { width, height } = CAR_RENDITIONS[rendition];
  return `${buildCarImageUrl({ baseUrl: base, ...key })}/${view}.${width}x${height}.webp`;
}

const NOTHING: AssetRecord | undefined = undefined;

export function useCarAsset(
  source: AssetSource,
  key: string | null,
  primary?: string,
  fallback?: string,
): AssetRecord | undefined {
  const record = useSyncExternalStore(
    (notify) => (key ? source.subscribe(key, notify) : () => undefined),
    () => (key ? source.get(key) : NOTHING),
    () => NOTHING,
  );
  useEffect(() => {
    if (key && primary) source.request(key, primary, fallback);
  }, [source, key, primary, fallback]);
  return record;
}

/**
 * A car's picture: the car maker's own photo or render when its set has one (primary address,
 * then the fallback set), otherwise — and while it loads — our drawing of the car. Without asset
 * paths nothing is fetched at all.
 */
export function CarImage({
  assetPaths,
  photo,
  source = pageSource,
  ...drawing
}: CarPictureProps & { assetPaths?: CarAssetPaths; photo?: CarPhotoKey; source?: AssetSource }) {
  const view = drawing.view ?? 'side';
  const rendition = drawing.rendition ?? 'square';
  const primary = assetPaths && photo ? carPhotoUrl(assetPaths.images, photo, view, rendition) : undefined;
  const fallback =
    assetPaths && photo ? carPhotoUrl(assetPaths.fallbackImages, photo, view, rendition) : undefined;
  const record = useCarAsset(source, primary ?? null, primary, fallback);
  if (record?.status === 'success' && record.url) {
    const { width, height } = CAR_RENDITIONS[rendition];
    return (
      <img
        className={drawing.className ?? 'car-picture'}
        src={record.url}
        width={width}
        height={height}
        alt={drawing.label ?? ''}
        decoding="async"
        loading="lazy"
        data-fallback={record.fallback ? 'true' : undefined}
      />
    );
  }
  return <CarPicture {...drawing} />;
}
