import type { VehicleRecall } from '@autohub/contract';
import { RECALL_SERVICE_TYPE } from '@autohub/domain';
import { createPdf } from '../../lib/pdf.js';

const TEXTS = {
  'pt-BR': {
    title: 'Comprovante de recall',
    intro: 'Apresente este comprovante na concessionária. O reparo é gratuito.',
    campaign: 'Campanha',
    service: 'Tipo de serviço',
    vehicle: 'Veículo',
    plate: 'Placa',
    chassis: 'Chassi',
    since: 'Campanha desde',
    duration: 'Tempo estimado',
    minutes: 'min',
    risk: 'Risco',
    remedy: 'O que será feito',
    issued: 'Emitido em',
  },
  'es-AR': {
    title: 'Comprobante de recall',
    intro: 'Presentá este comprobante en el concesionario. La reparación es sin cargo.',
    campaign: 'Campaña',
    service: 'Tipo de servicio',
    vehicle: 'Vehículo',
    plate: 'Patente',
    chassis: 'Chasis',
    since: 'Campaña desde',
    duration: 'Tiempo estimado',
    minutes: 'min',
    risk: 'Riesgo',
    remedy: 'Qué se va a hacer',
    issued: 'Emitido el',
  },
} as const;

export interface RecallVoucher {
  recall: VehicleRecall;
  vehicle: { plate: string | null; chassis: string; modelName: string; modelYear: number | null };
  issuedAt: Date;
}

/** The voucher of a pending recall as a PDF, to take to the dealer. */
export function renderRecallVoucherPdf(voucher: RecallVoucher, locale: keyof typeof TEXTS): Promise<Buffer> {
  const t = TEXTS[locale];
  const { recall, vehicle } = voucher;
  const date = (value: Date | string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
      typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value,
    );
  const { doc, bytes } = createPdf(`${t.title} ${recall.code}`);
  doc.fontSize(18).text(t.title);
  doc.moveDown(0.3).fontSize(10).text(t.intro);
  doc.moveDown(0.8).fontSize(13).text(recall.title);
  doc.moveDown(0.3).fontSize(10);
  const rows: [string, string][] = [
    [t.campaign, recall.code],
    [t.service, `${RECALL_SERVICE_TYPE.type} (${RECALL_SERVICE_TYPE.code})`],
    [t.vehicle, [vehicle.modelName, vehicle.modelYear].filter(Boolean).join(' ')],
    ...(vehicle.plate ? [[t.plate, vehicle.plate] as [string, string]] : []),
    [t.chassis, vehicle.chassis],
    [t.since, date(recall.startsOn)],
    [t.duration, `${recall.durationMinutes} ${t.minutes}`],
    [t.issued, date(voucher.issuedAt)],
  ];
  for (const [label, value] of rows) doc.text(`${label}: ${value}`);
  doc.moveDown(0.8).fontSize(11).text(t.risk);
  doc.fontSize(10).text(recall.risk);
  doc.moveDown(0.5).fontSize(11).text(t.remedy);
  doc.fontSize(10).text(recall.remedy);
  doc.end();
  return bytes;
}
