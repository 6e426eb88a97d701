import { Skeleton } from '../components/ui/skeleton';

/**
 * Shown while the first page's settings and texts load (the active language is not known yet):
 * the outline of a page, so nothing jumps when it arrives.
 */
export function BootFallback() {
  return (
    <div className="boot-fallback">
      <div className="boot-fallback__header" aria-hidden="true" />
      <div className="container boot-fallback__body">
        <Skeleton label="Autohub" variant="page" count={2} />
        <Skeleton variant="cards" count={3} />
      </div>
    </div>
  );
}
