/**
 * A picture as plain data: SVG elements with their attributes (SVG's own names, e.g.
 * `stroke-width`) and children. The api writes it as SVG text (`svgText`); the web maps the same
 * tree to React elements. Numbers stay numbers until they are written (`attrNumber`).
 */
export interface SvgElement {
  tag: string;
  attrs: Readonly<Record<string, string | number>>;
  children: readonly SvgNode[];
}

/** An element, or the text inside one (a `<title>`). */
export type SvgNode = SvgElement | string;

/** An element; attributes left `undefined` are dropped. */
export function el(
  tag: string,
  attrs: Record<string, string | number | undefined> = {},
  children: readonly (SvgNode | null | false)[] = [],
): SvgElement {
  const kept: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(attrs)) if (value !== undefined) kept[key] = value;
  return { tag, attrs: kept, children: children.filter((child): child is SvgNode => !!child) };
}

/** A coordinate as written in a path: a tenth of a millimetre is below any pixel. */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

/** An attribute's number as written: two decimals keep an opacity of 0.85 as it is. */
export const attrNumber = (value: number): string => String(Math.round(value * 100) / 100);

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The tree as SVG text. */
export function svgText(node: SvgNode): string {
  if (typeof node === 'string') return escapeXml(node);
  const attrs = Object.entries(node.attrs)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? attrNumber(value) : escapeXml(value)}"`)
    .join('');
  return node.children.length === 0
    ? `<${node.tag}${attrs}/>`
    : `<${node.tag}${attrs}>${node.children.map(svgText).join('')}</${node.tag}>`;
}

/** Every element of the tree, depth first (for tests and callers looking for a part). */
export function* svgElements(node: SvgNode): Generator<SvgElement> {
  if (typeof node === 'string') return;
  yield node;
  for (const child of node.children) yield* svgElements(child);
}
