import { describe, expect, it } from 'vitest';
import { orderDocumentsComplete, sniffFileType } from './order-documents.js';

describe('order documents', () => {
  it('asks an identity document and a proof of address in Brazil, DNI, CUIL and UIF in Argentina', () => {
    expect(orderDocumentsComplete('BR', ['CNH'])).toBe(false);
    expect(orderDocumentsComplete('BR', ['RG', 'PROOF_OF_ADDRESS'])).toBe(true);
    expect(orderDocumentsComplete('AR', ['DNI', 'CUIL'])).toBe(false);
    expect(orderDocumentsComplete('AR', ['DNI', 'CUIL', 'UIF'])).toBe(true);
  });

  it('reads the type from the content, not the name', () => {
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7 ...'))).toBe('application/pdf');
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffFileType(new TextEncoder().encode('MZ executable'))).toBeNull();
    expect(sniffFileType(new Uint8Array([]))).toBeNull();
  });
});
