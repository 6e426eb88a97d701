/**
 * FNV-1a over a string: a stable, dependency-free way to vary demo data (regional offers, stock)
 * so every seed of the same catalogue produces the same rows.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
