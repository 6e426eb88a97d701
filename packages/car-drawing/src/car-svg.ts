import { carPicture, type CarPictureOptions } from './car-picture.js';
import { el, svgText } from './svg-tree.js';

export interface CarSvgOptions extends Omit<CarPictureOptions, 'size' | 'title' | 'titleId' | 'clipId'> {
  /** Accessible name, e.g. 'Fiat Toro Volcano, Vermelho Montecarlo'. */
  title: string;
  width: number;
  height: number;
}

/**
 * A car as a standalone SVG document: `carPicture`'s tree of the chosen view (the side by
 * default), with its size and accessible name, written as text.
 */
export function carSvg(options: CarSvgOptions): string {
  const { title, width, height, ...drawing } = options;
  const picture = carPicture({ ...drawing, size: { width, height }, title, clipId: 'car-body' });
  const document = el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: picture.attrs.viewBox,
      preserveAspectRatio: 'xMidYMid meet',
      role: 'img',
      'aria-label': title,
      'data-view': picture.attrs['data-view'],
      'data-shape': picture.attrs['data-shape'],
      'data-color': picture.attrs['data-color'],
    },
    picture.children,
  );
  return svgText(document);
}
