import { createHash } from 'node:crypto';
import type { ConfiguratorVersion, SharedBuild } from '@autohub/contract';
import { BRANDS, type Locale, formatPrice } from '@autohub/domain';
import { Resvg } from '@resvg/resvg-js';
import { drawCar } from '../catalogue/car-image.svg.js';

/** Size of the link-preview picture (the Open Graph "large image" proportion, 1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** The car of a shared build, in its colour, as the catalogue draws it at 1280×1280 and the site draws it. */
export function buildCarSvg(shared: SharedBuild, version: ConfiguratorVersion): string {
  const colors = version.parts.filter((part) => part.type === 'COLOR');
  const color =
    colors.find((part) => part.id === shared.build.colorId) ??
    colors.find((part) => part.id === version.defaultColorId);
  return drawCar({
    brand: version.brand,
    category: version.model.category,
    dimensions: version.datasheet.dimensions,
    signature: version.model.signature,
    colorValue: color?.colorValue ?? '#8a8d91',
    ...(color?.secondaryColorValue ? { secondaryColorValue: color.secondaryColorValue } : {}),
    title: `${version.model.name} ${version.mvs.versionName}${color ? `, ${color.name}` : ''}`,
    size: '1280x1280',
  });
}

/**
 * The 1200×630 PNG shown by link previews (WhatsApp and most others show no SVG): the 1280×1280
 * drawing scaled to 0.6 and centred on a light ground. No text, so no font is needed.
 */
export function renderBuildPreview(shared: SharedBuild, version: ConfiguratorVersion): Buffer {
  const scale = 0.6;
  const size = 1280 * scale;
  // The car sits in the middle of its square, as wide as the square less its margins.
  const x = (PREVIEW_WIDTH - size) / 2;
  const y = (PREVIEW_HEIGHT - size) / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" ` +
    `viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">` +
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="#f2f3f5"/>` +
    `<g transform="translate(${x} ${y}) scale(${scale})">${buildCarSvg(shared, version)}</g>` +
    `</svg>`;
  const image = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  }).render();
  return image.asPng();
}

/** A rendered preview and the tag revalidating clients send back. */
export interface CachedPreview {
  png: Buffer;
  etag: string;
}

/** Previews by build code, oldest dropped first once `limit` are kept. A build's choices never change. */
export function createPreviewCache(limit = 200) {
  const entries = new Map<string, CachedPreview>();
  return {
    async get(code: string, render: () => Promise<Buffer>): Promise<CachedPreview> {
      const hit = entries.get(code);
      if (hit) {
        entries.delete(code);
        entries.set(code, hit);
        return hit;
      }
      const png = await render();
      const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`;
      const entry = { png, etag };
      entries.set(code, entry);
      while (entries.size > limit) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return entry;
    },
  };
}

const OG_LOCALE: Readonly<Record<Locale, string>> = { 'pt-BR': 'pt_BR', 'es-AR': 'es_AR' };

const DESCRIPTION: Readonly<Record<Locale, (price: string) => string>> = {
  'pt-BR': (price) => `Meu carro montado: ${price}. Abra para ver e continuar.`,
  'es-AR': (price) => `Mi auto armado: ${price}. Abrilo para verlo y seguir.`,
};

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The `<title>` and the Open Graph and Twitter tags of a shared build's page, so a pasted link shows
 * the car and its price. The price is the PDF's total, formatted the same way.
 */
export function sharedBuildHead(shared: SharedBuild, version: ConfiguratorVersion, base: string): string {
  const locale = shared.build.locale;
  const brand = BRANDS[shared.build.brand].name;
  const title = `${version.model.name} ${version.mvs.versionName}`;
  const description = DESCRIPTION[locale](formatPrice(shared.totals.total, shared.currency, locale));
  const image = `${base}/api/builds/${encodeURIComponent(shared.code)}/preview.png`;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(`${title} · ${brand}`)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${base}${shared.path}`),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
    meta('property', 'og:image:alt', title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('');
}
