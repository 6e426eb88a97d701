import type { SharedBuild, SharedBuildLine } from '@autohub/contract';
import { BRANDS, type CurrencyCode, type Locale, formatPrice } from '@autohub/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { ConfiguratorVersion } from '@autohub/contract';

const LABELS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'pt-BR': {
    title: 'Resumo do seu carro',
    version: 'Versão',
    year: 'Ano/modelo',
    color: 'Cor',
    coating: 'Revestimento',
    optionals: 'Opcionais',
    accessories: 'Acessórios',
    services: 'Serviços',
    none: 'Nenhum',
    base: 'Preço da versão',
    optionalsTotal: 'Total de opcionais',
    accessoriesTotal: 'Total de acessórios',
    servicesTotal: 'Total de serviços',
    bonification: 'Bonificação',
    total: 'Total',
    pricesFor: 'Preços para',
    date: 'Gerado em',
    link: 'Abra este carro no site',
    unavailable: 'Os preços não puderam ser carregados agora.',
    note: 'Preços sugeridos, sujeitos a alteração sem aviso. Consulte uma concessionária.',
  },
  'es-AR': {
    title: 'Resumen de tu auto',
    version: 'Versión',
    year: 'Año/modelo',
    color: 'Color',
    coating: 'Tapizado',
    optionals: 'Opcionales',
    accessories: 'Accesorios',
    services: 'Servicios',
    none: 'Ninguno',
    base: 'Precio de la versión',
    optionalsTotal: 'Total de opcionales',
    accessoriesTotal: 'Total de accesorios',
    servicesTotal: 'Total de servicios',
    bonification: 'Bonificación',
    total: 'Total',
    pricesFor: 'Precios para',
    date: 'Generado el',
    link: 'Abrí este auto en el sitio',
    unavailable: 'No se pudieron cargar los precios ahora.',
    note: 'Precios sugeridos, sujetos a cambios sin previo aviso. Consultá a un concesionario.',
  },
};

export interface BuildPdfInput {
  shared: SharedBuild;
  version: ConfiguratorVersion;
  /** Absolute address of the shared build, printed and drawn as a QR code. */
  shareUrl: string;
  now: Date;
}

/** The PDF summary of a shared build: the car, its parts and services, prices, link and QR code. */
export async function renderBuildPdf(input: BuildPdfInput): Promise<Buffer> {
  const { shared, version, shareUrl } = input;
  const locale = shared.build.locale;
  const text = LABELS[locale];
  const currency: CurrencyCode = shared.currency;
  const money = (cents: number | null) => formatPrice(cents, currency, locale);
  const qr = await QRCode.toBuffer(shareUrl, {
    type: 'png',
    margin: 1,
    width: 220,
    errorCorrectionLevel: 'M',
  });
  const title = `${BRANDS[shared.build.brand].name} ${version.model.name} ${version.mvs.versionName}`;

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Subject: text.title ?? '', Author: BRANDS[shared.build.brand].name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const right = doc.page.width - doc.page.margins.right;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    doc.text(label, doc.page.margins.left, y, { width: 330 });
    doc.text(value, 390, y, { width: right - 390, align: 'right' });
    doc.moveDown(0.3);
  };
  const section = (heading: string, lines: readonly SharedBuildLine[]) => {
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).text(heading, doc.page.margins.left);
    doc.moveDown(0.2);
    if (lines.length === 0) row(text.none ?? '', '');
    for (const line of lines) row(line.name, money(line.price));
  };

  doc.font('Helvetica').fontSize(10).fillColor('#555').text(BRANDS[shared.build.brand].name.toUpperCase());
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor('#000')
    .text(`${version.model.name} ${version.mvs.versionName}`);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(text.title ?? '');
  doc.moveDown(0.8);
  row(text.version ?? '', `${version.mvs.versionName} · ${version.mvs.engine} · ${version.mvs.gear}`);
  row(text.year ?? '', String(shared.build.year));
  row(`${text.pricesFor ?? ''}`, shared.stateName);
  const ofType = (type: SharedBuildLine['type']) => shared.lines.filter((line) => line.type === type);
  section(text.color ?? '', ofType('COLOR'));
  section(text.coating ?? '', ofType('COATING'));
  section(text.optionals ?? '', ofType('ITEM'));
  section(text.accessories ?? '', ofType('ACCESSORY'));
  section(text.services ?? '', ofType('SERVICE'));

  doc.moveDown(0.8);
  doc.moveTo(doc.page.margins.left, doc.y).lineTo(right, doc.y).strokeColor('#999').stroke();
  doc.moveDown(0.5);
  if (shared.pricesUnavailable) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(11)
      .text(text.unavailable ?? '', doc.page.margins.left);
    doc.moveDown(0.3);
  }
  const { totals } = shared;
  row(text.base ?? '', money(totals.basePrice));
  row(text.optionalsTotal ?? '', money(totals.optionalsTotal));
  row(text.accessoriesTotal ?? '', money(totals.accessoriesTotal));
  row(text.servicesTotal ?? '', money(totals.servicesTotal));
  if (totals.hasPriceBonification) row(text.bonification ?? '', `- ${money(totals.bonificationTotal)}`);
  row(text.total ?? '', money(totals.total), true);

  doc.moveDown(1);
  const qrTop = doc.y;
  doc.image(qr, doc.page.margins.left, qrTop, { width: 110 });
  doc.font('Helvetica').fontSize(10);
  doc.text(text.link ?? '', doc.page.margins.left + 125, qrTop + 20);
  doc.fillColor('#1a4fa0').text(shareUrl, { link: shareUrl, underline: true });
  doc.fillColor('#000').moveDown(0.5);
  doc.text(`${text.date ?? ''} ${input.now.toLocaleString(locale, { timeZone: 'America/Sao_Paulo' })}`);
  doc.y = Math.max(doc.y, qrTop + 120);
  doc
    .moveDown(0.5)
    .fontSize(8)
    .fillColor('#555')
    .text(text.note ?? '', doc.page.margins.left);
  doc.end();
  return finished;
}
