import PDFDocument from 'pdfkit';

/**
 * A new A4 document and the promise of its bytes, resolved once the caller ends it: write with
 * `doc`, call `doc.end()`, await `bytes`.
 */
export function createPdf(title: string): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
