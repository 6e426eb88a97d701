import { DomainError } from '../errors/errors.js';

/** What a car image address is made of (spec §5). */
export interface CarImageParams {
  /** Base address of the image service, from the page settings' asset paths. */
  baseUrl: string;
  model: string | null | undefined;
  version: string | null | undefined;
  /** May be an empty string (a version without series), but not missing. */
  series: string | null | undefined;
  year: number | string | null | undefined;
  /** Colour code, when the picture shows a chosen colour. */
  color?: string | null;
}

/**
 * The base address of a car picture: `{baseUrl}/{model}/{version}{series}/{year}` and, with a
 * colour, `/{color}`. The model, version, series and year are required; the series may be empty.
 *
 * @throws DomainError `car_image.missing_params` with the spec's message
 * 'Failed to build base car image url. Missing required parameters.'
 */
export function buildCarImageUrl(params: CarImageParams): string {
  const { baseUrl, model, version, series, year, color } = params;
  if (
    !model ||
    !version ||
    series === null ||
    series === undefined ||
    year === null ||
    year === undefined ||
    year === ''
  ) {
    throw new DomainError('car_image.missing_params');
  }
  const parts = [model, `${version}${series}`, String(year)];
  if (color) parts.push(color);
  return `${baseUrl.replace(/\/+$/, '')}/${parts.map(encodeURIComponent).join('/')}`;
}
