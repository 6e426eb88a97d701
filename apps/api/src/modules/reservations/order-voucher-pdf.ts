import type { ReservationOrder } from '@autohub/contract';
import { type Locale, formatDate, formatMoney, orderStatusLabel } from '@autohub/domain';
import { createPdf } from '../../lib/pdf.js';

const TEXTS = {
  'pt-BR': {
    title: 'Comprovante do pedido',
    intro: 'Este comprovante resume sua reserva online. Apresente-o na concessionária.',
    order: 'Pedido',
    vehicle: 'Veículo',
    chassis: 'Chassi',
    dealer: 'Concessionária',
    status: 'Situação',
    price: 'Preço do carro',
    paid: 'Pago online',
    payments: 'Pagamentos',
    withdrawal: 'Direito de arrependimento até',
    issued: 'Emitido em',
  },
  'es-AR': {
    title: 'Comprobante del pedido',
    intro: 'Este comprobante resume tu reserva online. Presentalo en el concesionario.',
    order: 'Pedido',
    vehicle: 'Vehículo',
    chassis: 'Chasis',
    dealer: 'Concesionario',
    status: 'Estado',
    price: 'Precio del auto',
    paid: 'Pagado online',
    payments: 'Pagos',
    withdrawal: 'Derecho de arrepentimiento hasta',
    issued: 'Emitido el',
  },
} as const;

/** The proposal voucher of an order (spec document 1 §2 "Proposal voucher"), as a PDF. */
export async function renderOrderVoucherPdf(order: ReservationOrder, locale: Locale): Promise<Buffer> {
  const text = TEXTS[locale];
  const { doc, bytes } = createPdf(`${text.title} ${order.id}`);
  const money = (cents: number) => formatMoney(cents, order.currency, locale);
  doc.fontSize(18).text(text.title);
  doc.moveDown(0.5).fontSize(10).text(text.intro);
  doc.moveDown();
  const line = (label: string, value: string) => doc.fontSize(11).text(`${label}: ${value}`);
  line(text.order, order.id);
  line(text.vehicle, `${order.vehicleName} (${order.modelYear})`);
  line(text.chassis, order.unitId);
  line(text.dealer, order.dealerName ?? order.dealerCode);
  line(text.status, orderStatusLabel(order.status, locale));
  line(text.price, money(order.priceCents));
  const paid = order.payments
    .filter((p) => p.status === 'approved')
    .reduce((sum, p) => sum + p.amountCents, 0);
  line(text.paid, money(paid));
  if (order.payments.length > 0) {
    doc.moveDown().fontSize(12).text(text.payments);
    for (const payment of order.payments) {
      const card = payment.cardLastFour ? ` ${payment.cardBrand ?? ''} •••• ${payment.cardLastFour}` : '';
      doc.fontSize(10).text(`${payment.method}${card} — ${money(payment.amountCents)} — ${payment.status}`);
    }
  }
  if (order.withdrawalUntil) {
    doc.moveDown();
    line(text.withdrawal, formatDate(order.withdrawalUntil, locale));
  }
  doc.moveDown();
  line(text.issued, formatDate(order.serverNow, locale));
  doc.end();
  return bytes;
}
