import type { CountryCode } from '../markets/markets.js';

/**
 * Documents a buyer sends for an online purchase (spec document 1 §3; Argentina: UIF, CUIL, DNI).
 * Brazil asks an identity document (CNH or RG) and a proof of address; the CPF card is optional
 * when the CNH carries the number. Argentina asks all three.
 */
export const ORDER_DOCUMENT_TYPES: Readonly<Record<CountryCode, readonly string[]>> = {
  BR: ['CNH', 'RG', 'CPF', 'PROOF_OF_ADDRESS'],
  AR: ['DNI', 'CUIL', 'UIF'],
};

/** Each inner list is "one of these"; every list must be met. */
const REQUIRED: Readonly<Record<CountryCode, readonly (readonly string[])[]>> = {
  BR: [['CNH', 'RG'], ['PROOF_OF_ADDRESS']],
  AR: [['DNI'], ['CUIL'], ['UIF']],
};

export function isOrderDocumentType(country: CountryCode, type: string): boolean {
  return ORDER_DOCUMENT_TYPES[country].includes(type);
}

/** Whether the uploaded types complete what the market asks. */
export function orderDocumentsComplete(country: CountryCode, uploaded: readonly string[]): boolean {
  return REQUIRED[country].every((oneOf) => oneOf.some((type) => uploaded.includes(type)));
}

/** File types accepted for documents, recognised by their first bytes, never by name or header. */
export type SniffedFileType = 'application/pdf' | 'image/jpeg' | 'image/png';

export function sniffFileType(bytes: Uint8Array): SniffedFileType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}
