/**
 * Grey shapes where content will land, so the page keeps its layout while it loads. The `label`
 * is read to assistive technology as the loading status; the shapes themselves are hidden from it.
 */
export function Skeleton({
  label,
  variant = 'lines',
  count = 3,
}: {
  /** Loading status read to assistive technology; without it the shapes are pure decoration. */
  label?: string;
  /** `lines` for text, `cards` for a grid of picture cards, `page` for a heading and a paragraph. */
  variant?: 'lines' | 'cards' | 'page';
  /** Lines or cards to draw. */
  count?: number;
}) {
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <div
      className={`skeleton skeleton--${variant}`}
      data-skeleton={variant}
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
    >
      {label ? <span className="visually-hidden">{label}</span> : null}
      {variant === 'cards'
        ? items.map((index) => (
            <div key={index} className="skeleton__card" aria-hidden="true">
              <span className="skeleton__block skeleton__media" />
              <span className="skeleton__block skeleton__line" />
              <span className="skeleton__block skeleton__line" />
            </div>
          ))
        : null}
      {variant === 'page' ? <span className="skeleton__block skeleton__title" aria-hidden="true" /> : null}
      {variant !== 'cards'
        ? items.map((index) => (
            <span key={index} className="skeleton__block skeleton__line" aria-hidden="true" />
          ))
        : null}
    </div>
  );
}
