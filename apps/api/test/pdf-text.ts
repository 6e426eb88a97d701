import { inflateSync } from 'node:zlib';

/** The text a pdfkit document draws with its standard fonts: the hex strings of its TJ arrays. */
export function pdfText(pdf: Buffer): string {
  let text = '';
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of (array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
        text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1');
      }
      text += '\n';
    }
  }
  return text;
}
