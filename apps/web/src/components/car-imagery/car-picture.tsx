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

/** The server's drawing named `id` in the document, or null (none, or the page was not rendered there). */
function serverDrawing(id: string): ServerDrawing | null {
  if (typeof document === 'undefined') return null;
  const svg = [...document.querySelectorAll('svg[data-picture]')].find(
    (element) => element.getAttribute('data-picture') === id,
  );
  if (!svg) return null;
  const attributes: Record<string, string> = {};
  for (const { name, value } of svg.attributes) attributes[REACT_NAMES[name] ?? name] = value;
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
  ({ kept, ...props }: DrawingProps) => (kept ? <KeptDrawing drawing={kept} /> : <PendingPicture {...props} />),
);

/**
 * A model drawn from its own datasheet (`carPicture` of `@autohub/car-drawing`, the drawing the
 * api's pictures are written from), at a rendition's size or filling its box, named by `label`.
 *
 * The drawing's code is a chunk of its own, fetched only when a picture has to be drawn in the
 * browser. A picture needs no script to be seen: on a server-rendered page the browser keeps the
 * server's drawing as it is (decision 073) until the picture's inputs change (another colour,
 * a sunroof, another brand); then the chunk comes and draws it, the server's drawing staying on
 * screen meanwhile. A screen opened in the browser shows an empty frame of the same size and name
 * for the moment the chunk takes, the first time.
 */
export function CarPicture(props: CarPictureProps) {
  const id = useId();
  const hydrated = useHydrated();
  const inputs = JSON.stringify(props);
  // Read once, while the page hydrates: afterwards the document's drawings are React's own.
  const [kept] = useState(() => (hydrated ? null : { inputs, drawing: serverDrawing(id) }));
  // Once the inputs have changed, the picture is drawn in the browser from then on.
  const [drawn, setDrawn] = useState(false);
  const keep = Boolean(kept?.drawing) && !drawn && kept?.inputs === inputs;
  if (kept?.drawing && !drawn && !keep) setDrawn(true);
  if (keep && kept?.drawing) {
    // The same boundary as the server's, so React hydrates the page around it as it is.
    return (
      <Suspense fallback={null}>
        <KeptDrawing drawing={kept.drawing} />
      </Suspense>
    );
  }
  return <Drawing {...props} pictureId={id} kept={kept?.drawing ?? null} />;
}

/** Fetches the drawing's code ahead, e.g. when a change that needs it is on its way. */
CarPicture.preload = Drawing.preload;

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
