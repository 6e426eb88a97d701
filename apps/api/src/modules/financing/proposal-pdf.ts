import type { Proposal } from '@autohub/contract';
import { createPdf } from '../../lib/pdf.js';

const TEXTS = {
  'pt-BR': {
    title: 'Proposta de financiamento',
    proposal: 'Proposta',
    status: 'Situação',
    date: 'Data',
    applicant: 'Proponente',
    taxId: 'CPF final',
    vehicle: 'Veículo (MVS / ano)',
    plan: 'Plano',
    price: 'Valor do veículo',
    entrance: 'Entrada',
    installments: 'Parcelas',
    finalInstallment: 'Parcela final',
    rate: 'Taxa de juros',
    cet: 'CET',
    iof: 'IOF',
    fees: 'Tarifas',
    financed: 'Valor financiado',
    total: 'Valor total a prazo',
    coupon: 'Cupom',
    perMonth: 'a.m.',
    perYear: 'a.a.',
    schedule: 'Cronograma',
    month: 'Mês',
    payment: 'Pagamento',
    balance: 'Saldo',
  },
  'es-AR': {
    title: 'Propuesta de financiación',
    proposal: 'Propuesta',
    status: 'Estado',
    date: 'Fecha',
    applicant: 'Solicitante',
    taxId: 'CUIL terminado en',
    vehicle: 'Vehículo (MVS / año)',
    plan: 'Plan',
    price: 'Precio del vehículo',
    entrance: 'Anticipo',
    installments: 'Cuotas',
    finalInstallment: 'Cuota final',
    rate: 'Tasa de interés',
    cet: 'CFTEA',
    iof: 'Impuestos',
    fees: 'Gastos',
    financed: 'Monto financiado',
    total: 'Precio total financiado',
    coupon: 'Cupón',
    perMonth: 'mensual',
    perYear: 'anual',
    schedule: 'Cronograma',
    month: 'Mes',
    payment: 'Pago',
    balance: 'Saldo',
  },
} as const;

/** The proposal as a PDF the buyer downloads from the account area. */
export function renderProposalPdf(proposal: Proposal, statusLabel: string): Promise<Buffer> {
  const t = TEXTS[proposal.locale];
  const currency = proposal.locale === 'pt-BR' ? 'BRL' : 'ARS';
  const money = new Intl.NumberFormat(proposal.locale, { style: 'currency', currency });
  const pct = new Intl.NumberFormat(proposal.locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const m = (cents: number) => money.format(cents / 100).replace(/\u00a0/g, ' ');
  const s = proposal.simulation;

  const { doc, bytes } = createPdf(`${t.title} ${proposal.id}`);

  doc.fontSize(18).text(t.title);
  doc.moveDown(0.5).fontSize(10);
  const rows: [string, string][] = [
    [t.proposal, proposal.id],
    [t.status, statusLabel],
    [t.date, new Date(proposal.createdAt).toLocaleDateString(proposal.locale, { timeZone: 'UTC' })],
    [t.applicant, proposal.applicantName],
    [t.taxId, proposal.taxIdEnding],
    [t.vehicle, `${proposal.mvsCode} / ${proposal.year}`],
    [t.plan, proposal.planName],
    [t.price, m(s.price)],
    [t.entrance, m(s.entranceValue)],
    [t.installments, `${s.totalInstallments} × ${m(s.installmentsValue)}`],
    ...(s.finalInstallmentValue > 0 ? [[t.finalInstallment, m(s.finalInstallmentValue)] as [string, string]] : []),
    [t.rate, `${pct.format(s.monthlyRate)} ${t.perMonth} (${pct.format(s.annualRate)} ${t.perYear})`],
    [t.cet, `${pct.format(s.cetMonthly)} ${t.perMonth} (${pct.format(s.cetAnnual)} ${t.perYear})`],
    [t.iof, m(s.iofValue)],
    [t.fees, m(s.fees.total)],
    [t.financed, m(s.financedAmount)],
    [t.total, m(s.totalPaid)],
    ...(proposal.couponName ? [[t.coupon, proposal.couponName] as [string, string]] : []),
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 48, y, { width: 180 });
    doc.font('Helvetica').text(value, 240, y, { width: 300 });
    doc.moveDown(0.2);
  }
  doc.moveDown().fontSize(8).text(s.legalText, 48, doc.y, { width: 500 });

  doc.moveDown().fontSize(12).font('Helvetica-Bold').text(t.schedule, 48);
  doc.fontSize(8);
  const header = doc.y + 4;
  doc.text(t.month, 48, header).text(t.payment, 120, header).text(t.balance, 260, header);
  doc.font('Helvetica');
  for (const row of s.schedule) {
    if (doc.y > 780) doc.addPage();
    const y = doc.y;
    doc.text(String(row.month), 48, y).text(m(row.payment), 120, y).text(m(row.balance), 260, y);
  }
  doc.end();
  return bytes;
}
