/** Paint categories (spec §3): metallic `M`, pearly `P`, otherwise solid. */
export type PaintCategory = 'metallic' | 'pearly' | 'solid';

/** The paint category of a colour's category letter. */
export function paintCategory(code: string | null | undefined): PaintCategory {
  const letter = (code ?? '').trim().toUpperCase();
  if (letter === 'M') return 'metallic';
  if (letter === 'P') return 'pearly';
  return 'solid';
}
