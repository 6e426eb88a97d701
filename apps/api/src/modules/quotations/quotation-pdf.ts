import type { ConfiguratorVersion, Quotation } from '@autohub/contract';
import { type Locale, formatMoney, missingPriceLabel } from '@autohub/domain';
import { createPdf } from '../../lib/pdf.js';

const TEXTS = {
  'pt-BR': {
    title: 'Cotação',
    number: 'Cotação nº',
    opportunity: 'Oportunidade',
    dealer: 'Concessionária',
    car: 'Veículo',
    year: 'Ano-modelo',
    color: 'Cor',
    coating: 'Revestimento',
    optionals: 'Opcionais',
    accessories: 'Acessórios',
    arranged: 'pagamento a combinar',
    serial: 'Itens de série',
    initialPrice: 'Preço inicial',
    price: 'Preço',
    bonus: 'Bônus',
    discount: 'Desconto',
    cash: 'Pagamento à vista',
    payment: 'Pagamento',
    payments: { CASH: 'À vista', FINANCING: 'Financiamento' },
    validity: 'Proposta válida até',
    stock: 'Unidade do estoque da fábrica',
    comment: 'Observações',
    none: 'Nenhum',
  },
  'es-AR': {
    title: 'Cotización',
    number: 'Cotización n.º',
    opportunity: 'Oportunidad',
    dealer: 'Concesionario',
    car: 'Vehículo',
    year: 'Año modelo',
    color: 'Color',
    coating: 'Tapizado',
    optionals: 'Opcionales',
    accessories: 'Accesorios',
    arranged: 'pago a convenir',
    serial: 'Equipamiento de serie',
    initialPrice: 'Precio inicial',
    price: 'Precio',
    bonus: 'Bonificación',
    discount: 'Descuento',
    cash: 'Pago de contado',
    payment: 'Pago',
    payments: { CASH: 'Contado', FINANCING: 'Financiación' },
    validity: 'Propuesta válida hasta',
    stock: 'Unidad del stock de fábrica',
    comment: 'Observaciones',
    none: 'Ninguno',
  },
} as const;

/** The quotation a seller hands or sends to the customer: the car, its prices and validity. */
export function renderQuotationPdf(
  quotation: Quotation,
  version: ConfiguratorVersion,
  locale: Locale,
): Promise<Buffer> {
  const t = TEXTS[locale];
  const currency = quotation.prices.currency;
  const money = (cents: number | null) =>
    cents === null ? missingPriceLabel(locale) : formatMoney(cents, currency, locale);
  const byId = new Map(version.parts.map((part) => [part.id, part]));
  const name = (id: string | null) => (id === null ? t.none : (byId.get(id)?.name ?? id));
  const arranged = new Set(quotation.arrangedAccessoryIds);
  const optionals = quotation.build.selected.filter((id) => byId.get(id)?.type === 'ITEM');
  const accessories = quotation.build.selected.filter((id) => byId.get(id)?.type === 'ACCESSORY');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(
      new Date(`${iso}T12:00:00Z`),
    );

  const { doc, bytes } = createPdf(`${t.title} ${quotation.quotationNumber}`);
  doc.fontSize(18).text(`${t.title} — ${quotation.modelName} ${quotation.versionName}`);
  doc.moveDown(0.3).fontSize(10);
  const rows: [string, string][] = [
    [t.number, quotation.quotationNumber],
    [t.opportunity, quotation.opportunityName],
    [t.dealer, `${quotation.dealerName ?? ''} (${quotation.dealerCode})`],
    [t.car, `${quotation.modelName} ${quotation.versionName} · ${version.mvs.engine} · ${version.mvs.gear}`],
    [t.year, String(quotation.year)],
    [t.color, name(quotation.build.colorId)],
    [t.coating, name(quotation.build.coatingId)],
  ];
  for (const [label, value] of rows) doc.text(`${label}: ${value}`);
  doc.moveDown(0.6).fontSize(12).text(t.optionals);
  doc.fontSize(10).text(optionals.length === 0 ? t.none : optionals.map((id) => `• ${name(id)}`).join('\n'));
  doc.moveDown(0.6).fontSize(12).text(t.accessories);
  doc
    .fontSize(10)
    .text(
      accessories.length === 0
        ? t.none
        : accessories.map((id) => `• ${name(id)}${arranged.has(id) ? ` (${t.arranged})` : ''}`).join('\n'),
    );
  if (version.serialItems.length > 0) {
    doc.moveDown(0.6).fontSize(12).text(t.serial);
    doc.fontSize(9).text(version.serialItems.join(' · '));
  }
  doc.moveDown(0.8).fontSize(12);
  const { prices } = quotation;
  const priceRows: [string, string][] = [
    [t.initialPrice, money(prices.initialPrice)],
    ...(prices.changedPrice !== null ? ([[t.price, money(prices.price)]] as [string, string][]) : []),
    ...(prices.bonus > 0 ? ([[t.bonus, `− ${money(prices.bonus)}`]] as [string, string][]) : []),
    ...(prices.discount > 0 ? ([[t.discount, `− ${money(prices.discount)}`]] as [string, string][]) : []),
    [t.cash, money(prices.cashPrice)],
    [t.payment, t.payments[quotation.payment]],
    [t.validity, date(quotation.validUntil)],
  ];
  for (const [label, value] of priceRows) doc.text(`${label}: ${value}`);
  if (quotation.stockProposal) {
    doc
      .moveDown(0.6)
      .fontSize(10)
      .text(`${t.stock}: ${quotation.stockProposal.state} · ${quotation.stockProposal.unitId}`);
  }
  if (quotation.comment) {
    doc.moveDown(0.6).fontSize(12).text(t.comment);
    doc.fontSize(10).text(quotation.comment);
  }
  doc.end();
  return bytes;
}
