import { createElement, useId, type ReactNode } from 'react';
import {
  CAR_RENDITIONS,
  carPicture,
  type CarPictureOptions,
  type CarRendition,
  type SvgNode,
} from '@autohub/car-drawing';

export interface CarPictureProps extends Omit<CarPictureOptions, 'size' | 'clipId' | 'title' | 'titleId'> {
  rendition?: CarRendition;
  /** Accessible name; without it the picture is decoration, hidden from assistive technology. */
  label?: string;
  className?: string;
  /** Names the drawing in the page, so the browser can keep the server's drawing (car-picture.tsx). */
  pictureId?: string;
}

/** SVG's attribute names as React spells them: `stroke-width` → `strokeWidth`; data and aria stay. */
function reactName(name: string): string {
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A node of `@autohub/car-drawing`'s picture tree as React elements: the mapping, no drawing. */
function toReact(node: SvgNode, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(node.attrs)) props[reactName(name)] = value;
  return createElement(node.tag, { ...props, key }, ...node.children.map((child, i) => toReact(child, i)));
}

/**
 * The drawing itself (see {@link CarPicture}, which loads it): a model drawn from its own datasheet (`carPicture` of `@autohub/car-drawing`, the drawing the
 * api's pictures are written from), at a rendition's size or filling its box, named by `label`.
 */
export function CarDrawing({ rendition, label, className, pictureId, ...drawing }: CarPictureProps) {
  const titleId = useId();
  const clipId = `car-body-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const size = rendition ? CAR_RENDITIONS[rendition] : undefined;
  const picture = carPicture({
    ...drawing,
    size,
    clipId,
    ...(label ? { title: label, titleId } : {}),
  });
  const a11y = label
    ? { role: 'img' as const, 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const };
  return createElement(
    'svg',
    {
      className: className ?? 'car-picture',
      xmlns: 'http://www.w3.org/2000/svg',
      focusable: 'false',
      ...(pictureId ? { 'data-picture': pictureId } : {}),
      ...picture.attrs,
      ...(size
        ? { width: size.width, height: size.height, 'data-rendition': `${size.width}x${size.height}` }
        : {}),
      ...a11y,
    },
    ...picture.children.map((child, i) => toReact(child, i)),
  );
}
