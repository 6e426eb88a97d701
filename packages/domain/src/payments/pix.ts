import { DomainError } from '../errors/errors.js';
import { crc16 } from './crc16.js';

/** Globally unique identifier of the Pix arrangement inside a BR Code. */
export const PIX_GUI = 'br.gov.bcb.pix';
/** Limits of the BR Code fields (EMV QRCPS and the Pix manual). */
export const PIX_LIMITS = { key: 77, merchantName: 25, merchantCity: 15, txid: 25, amount: 13 } as const;

/** What a static Pix BR Code carries. */
export interface PixPayloadInput {
  /** Pix key: CPF or CNPJ (digits), e-mail, phone (`+55…`) or random key (UUID). */
  key: string;
  /** Receiver's name, up to 25 characters. */
  merchantName: string;
  /** Receiver's city, up to 15 characters. */
  merchantCity: string;
  /** Amount in reais (e.g. `1234.56`), as the payload writes it; omitted lets the payer choose. */
  amount?: number | null;
  /** Transaction id, letters and digits, up to 25; omitted is written `***`. */
  txid?: string | null;
  /** Message to the payer. */
  description?: string | null;
  /** Receiver's postal code. */
  postalCode?: string | null;
  /** Marks the code as single-use (point of initiation `12`). */
  singleUse?: boolean;
}

/** A BR Code read back. */
export interface PixPayload {
  payloadFormatIndicator: string;
  /** `11` reusable, `12` single use, `null` when absent (reusable). */
  pointOfInitiationMethod: string | null;
  key: string | null;
  description: string | null;
  /** Location of a dynamic charge, when the code is dynamic. */
  url: string | null;
  merchantCategoryCode: string;
  currency: string;
  /** Amount in reais, `null` when the payer chooses. */
  amount: number | null;
  /** The same amount in centavos. */
  amountCents: number | null;
  countryCode: string;
  merchantName: string;
  merchantCity: string;
  postalCode: string | null;
  /** Transaction id; `null` when the code carries `***` (none). */
  txid: string | null;
  /** The four hexadecimal digits of tag 63. */
  crc: string;
}

/** Kind of a Pix key, `null` when the text is none of them. */
export type PixKeyKind = 'cpf' | 'cnpj' | 'email' | 'phone' | 'random';

/** Which kind of Pix key a text is, in the form the BR Code carries it. */
export function pixKeyKind(key: string): PixKeyKind | null {
  if (/^\d{11}$/.test(key)) return 'cpf';
  if (/^[0-9A-Z]{12}\d{2}$/.test(key)) return 'cnpj';
  if (/^\+[1-9]\d{9,13}$/.test(key)) return 'phone';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return 'random';
  if (key.length <= PIX_LIMITS.key && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key)) return 'email';
  return null;
}

function tlv(id: string, value: string): string {
  if (value.length > 99)
    throw new DomainError('pix.invalid_field', { field: id, reason: 'longer than 99 characters' });
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

// Banking apps expect plain characters in the receiver's name and city, so accents are dropped.
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim();
}

function checkField(field: string, value: string, max: number, pattern = /^[\x20-\x7E]+$/): void {
  if (value.length === 0 || value.length > max || !pattern.test(value)) {
    throw new DomainError('pix.invalid_field', {
      field,
      reason: `must be 1 to ${max} allowed characters, got "${value}"`,
    });
  }
}

/**
 * Builds a static Pix BR Code (EMV TLV): payload format, optional single use, merchant account
 * (GUI, key, description), category 0000, currency 986, amount, country BR, name, city, postal
 * code, additional data (txid), and tag 63 last with the CRC16 of everything before it.
 *
 * @throws DomainError `pix.invalid_field` when a field does not fit the BR Code.
 */
export function buildPixPayload(input: PixPayloadInput): string {
  const key = input.key.trim();
  if (pixKeyKind(key) === null)
    throw new DomainError('pix.invalid_field', { field: 'key', reason: 'not a Pix key' });
  const merchantName = plain(input.merchantName);
  const merchantCity = plain(input.merchantCity);
  checkField('merchantName', merchantName, PIX_LIMITS.merchantName);
  checkField('merchantCity', merchantCity, PIX_LIMITS.merchantCity);
  const txid = input.txid ?? '***';
  if (txid !== '***') checkField('txid', txid, PIX_LIMITS.txid, /^[A-Za-z0-9]+$/);

  let account = tlv('00', PIX_GUI) + tlv('01', key);
  if (input.description) {
    const description = plain(input.description);
    checkField('description', description, 99);
    account += tlv('02', description);
  }
  if (account.length > 99) {
    throw new DomainError('pix.invalid_field', {
      field: 'description',
      reason: 'key and description too long',
    });
  }

  let payload = tlv('00', '01');
  if (input.singleUse) payload += tlv('01', '12');
  payload += tlv('26', account) + tlv('52', '0000') + tlv('53', '986');
  if (input.amount !== null && input.amount !== undefined) {
    if (!Number.isFinite(input.amount) || input.amount <= 0) {
      throw new DomainError('pix.invalid_field', { field: 'amount', reason: 'must be greater than zero' });
    }
    const amount = (Math.round(input.amount * 100) / 100).toFixed(2);
    checkField('amount', amount, PIX_LIMITS.amount);
    payload += tlv('54', amount);
  }
  payload += tlv('58', 'BR') + tlv('59', merchantName) + tlv('60', merchantCity);
  if (input.postalCode) payload += tlv('61', input.postalCode.replace(/\D/g, ''));
  payload += tlv('62', tlv('05', txid));
  payload += '6304';
  return payload + crc16(payload);
}

function parseTlv(text: string, where: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) {
      throw new DomainError('pix.malformed', { reason: `bad tag or length at ${where} position ${at}` });
    }
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) {
      throw new DomainError('pix.malformed', { reason: `field ${id} of ${where} runs past the end` });
    }
    if (fields.has(id))
      throw new DomainError('pix.malformed', { reason: `field ${id} of ${where} repeated` });
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

function required(fields: Map<string, string>, id: string, name: string): string {
  const value = fields.get(id);
  if (value === undefined) throw new DomainError('pix.malformed', { reason: `missing ${name} (tag ${id})` });
  return value;
}

/**
 * Reads a Pix BR Code back into its fields.
 *
 * @throws DomainError `pix.crc_mismatch` when tag 63 does not match the content, `pix.malformed`
 * when the TLV structure is broken, a mandatory field is missing or no Pix merchant account exists.
 */
export function parsePixPayload(payload: string): PixPayload {
  const text = payload.trim();
  const crcAt = text.length - 8;
  if (crcAt < 0 || text.slice(crcAt, crcAt + 4) !== '6304') {
    throw new DomainError('pix.malformed', { reason: 'the CRC (tag 63) must be the last field' });
  }
  const found = text.slice(crcAt + 4).toUpperCase();
  const expected = crc16(text.slice(0, crcAt + 4));
  if (found !== expected) throw new DomainError('pix.crc_mismatch', { expected, found });

  const fields = parseTlv(text, 'payload');
  if ([...fields.keys()].pop() !== '63') {
    throw new DomainError('pix.malformed', { reason: 'the CRC (tag 63) must be the last field' });
  }
  const payloadFormatIndicator = required(fields, '00', 'payload format indicator');
  if (payloadFormatIndicator !== '01') {
    throw new DomainError('pix.malformed', { reason: `unknown payload format ${payloadFormatIndicator}` });
  }

  // The Pix account may sit in any merchant account template 26–51; it is the one with the Pix GUI.
  let account: Map<string, string> | null = null;
  for (let id = 26; id <= 51; id++) {
    const value = fields.get(String(id));
    if (value === undefined) continue;
    const sub = parseTlv(value, `tag ${id}`);
    if (sub.get('00')?.toLowerCase() === PIX_GUI) {
      account = sub;
      break;
    }
  }
  if (!account) throw new DomainError('pix.malformed', { reason: 'no Pix merchant account' });

  const amountText = fields.get('54');
  let amountCents: number | null = null;
  if (amountText !== undefined) {
    if (!/^\d+(\.\d{1,2})?$/.test(amountText)) {
      throw new DomainError('pix.malformed', { reason: `bad amount ${amountText}` });
    }
    const [units = '0', decimals = ''] = amountText.split('.');
    amountCents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  }
  const additional = fields.get('62');
  const txid = additional === undefined ? null : (parseTlv(additional, 'tag 62').get('05') ?? null);

  return {
    payloadFormatIndicator,
    pointOfInitiationMethod: fields.get('01') ?? null,
    key: account.get('01') ?? null,
    description: account.get('02') ?? null,
    url: account.get('25') ?? null,
    merchantCategoryCode: required(fields, '52', 'merchant category code'),
    currency: required(fields, '53', 'currency'),
    amount: amountCents === null ? null : amountCents / 100,
    amountCents,
    countryCode: required(fields, '58', 'country code'),
    merchantName: required(fields, '59', 'merchant name'),
    merchantCity: required(fields, '60', 'merchant city'),
    postalCode: fields.get('61') ?? null,
    txid: txid === '***' ? null : txid,
    crc: found,
  };
}
