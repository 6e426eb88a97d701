/** Shown while the first page's settings and texts load (the active language is not known yet). */
export function BootFallback() {
  return (
    <div className="boot-fallback" role="status" aria-live="polite">
      <span className="boot-fallback__spinner" aria-hidden="true" />
      <span className="visually-hidden">Autohub</span>
    </div>
  );
}
