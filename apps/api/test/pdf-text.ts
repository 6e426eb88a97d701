import { inflateSync } from 'node:zlib';

function inflated(data: string): string | undefined {
  try {
    return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  } catch {
    return undefined;
  }
}

/** The text a pdfkit document draws with its standard fonts: the hex strings of its TJ arrays. */
export function pdfText(pdf: Buffer): string {
  let text = '';
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)(\r?)\nendstream/g)) {
    // A compressed stream may itself end in a carriage return, which the pattern took for the line
    // end before `endstream`: read it with that byte too when it does not inflate without it.
    const content = inflated(match[1] ?? '') ?? (match[2] ? inflated(`${match[1] ?? ''}\r`) : undefined);
    if (content === undefined) continue;
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of (array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
        text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1');
      }
      text += '\n';
    }
  }
  return text;
}
