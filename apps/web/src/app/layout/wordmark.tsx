/** The brand's name drawn in its theme's wordmark style (shape, case, slant from CSS variables). */
export function Wordmark({ name }: { name: string }) {
  return (
    <span className="wordmark">
      <span className="wordmark__text">{name}</span>
    </span>
  );
}
