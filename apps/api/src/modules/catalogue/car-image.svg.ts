import { carSvg, type CarDimensions } from '@autohub/car-drawing';
import type {
  CarImageRendition,
  CarImageView,
  CatalogueBrand,
  ModelCategory,
  ModelSignature,
} from '@autohub/contract';

/*
 * The picture renditions of spec document 1 §9, in each view the web draws (side, three-quarter
 * front and rear, interior), from the same drawing (the model's datasheet and signature),
 * painted in the chosen colour.
 */

const SIZES: Readonly<Record<CarImageRendition, readonly [number, number]>> = {
  '48x48': [48, 48],
  '140x100': [140, 100],
  '319x319': [319, 319],
  '1280x1280': [1280, 1280],
};

export interface CarDrawing {
  brand: CatalogueBrand;
  category: ModelCategory;
  /** Length, height and wheelbase of the version's datasheet. */
  dimensions: CarDimensions;
  /** The model's own lamps, spare wheel and upright body. */
  signature?: ModelSignature | undefined;
  /** '#rrggbb' body colour. */
  colorValue: string;
  /** Roof colour of a two-tone paint. */
  secondaryColorValue?: string;
  /** '#rrggbb' upholstery colour, for the interior view. */
  coatingColorValue?: string;
  /** Accessible name, e.g. 'Fiat Toro Volcano, Vermelho Montecarlo'. */
  title: string;
  size: CarImageRendition;
  /** The side when absent. */
  view?: CarImageView;
}

/** The SVG picture of a car in one of the renditions. */
export function drawCar(drawing: CarDrawing): string {
  const [width, height] = SIZES[drawing.size];
  return carSvg({
    brand: drawing.brand,
    category: drawing.category,
    dimensions: drawing.dimensions,
    signature: drawing.signature,
    color: drawing.colorValue,
    roofColor: drawing.secondaryColorValue,
    coatingColor: drawing.coatingColorValue,
    view: drawing.view,
    title: drawing.title,
    width,
    height,
  });
}
