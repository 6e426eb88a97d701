import { CAR_RENDITIONS, type CarView } from '@autohub/car-drawing';
import { laterPart } from '../../lib/page/later-part';
import type { CarPictureProps } from './car-drawing';

export type { CarPictureProps, CarView };

/**
 * A model drawn from its own datasheet (`carPicture` of `@autohub/car-drawing`, the drawing the
 * api's pictures are written from), at a rendition's size or filling its box, named by `label`.
 *
 * The drawing's code is a chunk of its own, a later part (lib/page/later-part.tsx): a picture needs
 * no script to be seen, so a server-rendered page shows the server's drawing while its controls
 * hydrate, and the drawing hydrates when its chunk has arrived. A screen opened in the browser
 * shows an empty frame of the same size and name for the moment the chunk takes, the first time.
 */
export const CarPicture = laterPart(
  () => import('./car-drawing').then((m) => m.CarDrawing),
  (props: CarPictureProps) => <PendingPicture {...props} />,
);

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
