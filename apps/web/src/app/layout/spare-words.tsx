/**
 * A label whose spare words the wide header keeps out of sight, not out of its name: `Trocar de
 * marca` shows "marca", `Español (Argentina)` shows "Español", so the header keeps one row while
 * a screen reader and the drawer still read the whole label. `kept` must begin (`at="start"`) or
 * end (`at="end"`) the label; otherwise the whole label shows.
 */
export function SpareWords({ label, kept, at }: { label: string; kept: string; at: 'start' | 'end' }) {
  const fits = at === 'start' ? label.startsWith(kept) : label.endsWith(kept);
  if (!fits || kept === label) return label;
  // The space between stays outside both parts, so every reading of the name keeps it.
  const spare = (
    at === 'start' ? label.slice(kept.length) : label.slice(0, label.length - kept.length)
  ).trim();
  const hidden = <span className="site-header__spare">{spare}</span>;
  return at === 'start' ? (
    <>
      {kept} {hidden}
    </>
  ) : (
    <>
      {hidden} <span className="site-header__kept">{kept}</span>
    </>
  );
}
