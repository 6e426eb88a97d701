import { DEFAULT_LOCALE, type Locale } from '@autohub/domain';

/**
 * The locale an answer's messages are written in, from the Accept-Language header: the first
 * language the platform speaks (Portuguese → pt-BR, Spanish → es-AR), else the default pt-BR.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
    if (tag === 'es' || tag.startsWith('es-')) return 'es-AR';
  }
  return DEFAULT_LOCALE;
}
