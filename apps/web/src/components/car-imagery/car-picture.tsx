import { CAR_RENDITIONS, type CarView } from '@autohub/car-drawing';
import { Suspense, useId, useState } from 'react';
import { laterPart } from '../../lib/page/later-part';
import { useHydrated } from '../../lib/page/use-hydrated';
import type { CarPictureProps } from './car-drawing';

export type { CarPictureProps, CarView };

/** A drawing the server put in the page: its root's attributes (as React spells them) and its inside. */
interface ServerDrawing {
  attributes: Record<string, string>;
  html: string;
}

/** The DOM attribute names React spells otherwise on an `<svg>`. */
const REACT_NAMES: Record<string, string> = { class: 'className', tabindex: 'tabIndex' };

/** `value` as a CSS string's content: its quotes and backslashes escaped. */
function cssString(value: string): string {
  return value.replace(/["\\]/g, '\\$&');
}

/** The server's drawing named `id` in the document, or null (none, or the page was not rendered there). */
function serverDrawing(id: string): ServerDrawing | null {
  if (typeof document === 'undefined') return null;
  const svg = document.querySelector(`svg[data-picture="${cssString(id)}"]`);
  if (!svg) return null;
  const attributes: Record<string, string> = {};
  for (const { name, value } of svg.attributes) attributes[REACT_NAMES[name] ?? name] = value;
  return { attributes, html: svg.innerHTML };
}

/**
 * The server's drawings read while the page hydrated, by what they show: a picture opened later
 * with the same inputs (the build's print sheet, drawn after the page) shows a copy of one.
 */
const keptByInputs = new Map<string, ServerDrawing>();

/** The attributes that name another element of the drawing by its id. */
const ID_LISTS = new Set(['aria-labelledby', 'aria-describedby']);

/**
 * A copy of a kept drawing whose ids (its title's, its clip path's) and the references to them
 * carry `pictureId`, so the copy and its original never share an id in one document.
 */
function copyOf(drawing: ServerDrawing, pictureId: string): ServerDrawing {
  const suffix = pictureId.replace(/[^a-zA-Z0-9_-]/g, '');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.innerHTML = drawing.html;
  const ids = new Map<string, string>();
  for (const element of svg.querySelectorAll('[id]')) ids.set(element.id, `${element.id}-${suffix}`);
  const rewrite = (name: string, value: string): string => {
    if (name === 'id') return ids.get(value) ?? value;
    if (ID_LISTS.has(name)) return value.replace(/\S+/g, (token) => ids.get(token) ?? token);
    if ((name === 'href' || name === 'xlink:href') && value.startsWith('#'))
      return `#${ids.get(value.slice(1)) ?? value.slice(1)}`;
    return value.replace(/url\(#([^)]+)\)/g, (whole, id: string) => {
      const renamed = ids.get(id);
      return renamed ? `url(#${renamed})` : whole;
    });
  };
  for (const element of svg.querySelectorAll('*'))
    for (const { name, value } of [...element.attributes]) element.setAttribute(name, rewrite(name, value));
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(drawing.attributes)) attributes[name] = rewrite(name, value);
  attributes['data-picture'] = pictureId;
  return { attributes, html: svg.innerHTML };
}

/** The server's drawing as it is, React taking the element over without drawing it again. */
function KeptDrawing({ drawing }: { drawing: ServerDrawing }) {
  return <svg {...drawing.attributes} dangerouslySetInnerHTML={{ __html: drawing.html }} />;
}

type DrawingProps = CarPictureProps & { kept?: ServerDrawing | null };

const Drawing = laterPart(
  () =>
    import('./car-drawing').then(
      (m) =>
        function LoadedDrawing({ kept: _kept, ...props }: DrawingProps) {
          return <m.CarDrawing {...props} />;
        },
    ),
  ({ kept, ...props }: DrawingProps) =>
    kept ? <KeptDrawing drawing={kept} /> : <PendingPicture {...props} />,
);

/**
 * A model drawn from its own datasheet (`carPicture` of `@autohub/car-drawing`, the drawing the
 * api's pictures are written from), at a rendition's size or filling its box, named by `label`.
 *
 * The drawing's code is a chunk of its own, fetched only when a picture has to be drawn in the
 * browser. A picture needs no script to be seen: on a server-rendered page the browser keeps the
 * server's drawing as it is (decision 073) until the picture's inputs change (another colour,
 * a sunroof, another brand); then the chunk comes and draws it, the server's drawing staying on
 * screen meanwhile. A picture opened after the page with the same inputs as one of the server's
 * (the build's print sheet) shows a copy of it under ids of its own. A screen opened in the browser
 * shows an empty frame of the same size and name for the moment the chunk takes, the first time.
 */
export function CarPicture(props: CarPictureProps) {
  const id = useId();
  const hydrated = useHydrated();
  const inputs = JSON.stringify(props);
  // Read once. While the page hydrates, the server's own drawing (afterwards the document's drawings
  // are React's); a picture opened later, a copy of one the server drew with the same inputs.
  const [kept] = useState(() => {
    if (!hydrated) {
      const drawing = serverDrawing(id);
      if (drawing) keptByInputs.set(inputs, drawing);
      return { inputs, drawing };
    }
    const alike = keptByInputs.get(inputs);
    return alike ? { inputs, drawing: copyOf(alike, id) } : null;
  });
  // Once the inputs have changed, the picture is drawn in the browser from then on.
  const [drawn, setDrawn] = useState(false);
  const keep = kept?.drawing && !drawn && kept.inputs === inputs ? kept.drawing : null;
  if (kept?.drawing && !drawn && !keep) setDrawn(true);
  if (keep) {
    // The same boundary as the server's, so React hydrates the page around it as it is.
    return (
      <Suspense fallback={null}>
        <KeptDrawing drawing={keep} />
      </Suspense>
    );
  }
  return <Drawing {...props} pictureId={id} kept={kept?.drawing ?? null} />;
}

function PendingPicture({ rendition, label, className, view }: CarPictureProps) {
  const size = rendition ? CAR_RENDITIONS[rendition] : undefined;
  return (
    <svg
      className={className ?? 'car-picture'}
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      data-view={view ?? 'side'}
      data-pending=""
      {...(size
        ? {
            width: size.width,
            height: size.height,
            viewBox: `0 0 ${size.width} ${size.height}`,
            'data-rendition': `${size.width}x${size.height}`,
          }
        : {})}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
