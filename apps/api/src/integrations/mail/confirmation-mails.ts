import { type CurrencyCode, type Locale, formatPrice } from '@autohub/domain';
import type { MailMessage } from './mail.port.js';

/*
 * The confirmations a person receives for what they asked: a test-drive booking, a financing
 * proposal, an online order (the car held, then paid), a revision scheduling request and a company
 * rental request, in the language of the page they used. No key, token, tax id or card data is
 * ever written in an e-mail: the account area (or the order page) is where they follow it.
 */

const CURRENCY: Record<Locale, CurrencyCode> = { 'pt-BR': 'BRL', 'es-AR': 'ARS' };

function day(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}/${m}/${y}` : date;
}

/** The first name to greet, or "cliente" (both languages) when the account has none. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || 'cliente';
}

/** The clock a market reads: Brasília time in Brazil, Argentina's one time zone there. */
const TIME_ZONE: Record<Locale, string> = {
  'pt-BR': 'America/Sao_Paulo',
  'es-AR': 'America/Argentina/Buenos_Aires',
};

/** "27/11/2026 às 14:30" / "27/11/2026 a las 14:30", on the market's clock. */
function moment(at: Date, locale: Locale): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE[locale],
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('day')}/${part('month')}/${part('year')}`;
  const time = `${part('hour')}:${part('minute')}`;
  return locale === 'es-AR' ? `${date} a las ${time}` : `${date} às ${time} (horário de Brasília)`;
}

export interface TestDriveMailInput {
  locale: Locale;
  to: string;
  name: string;
  modelName: string;
  dealerName: string | null;
  date: string;
  time: string;
  accountUrl: string;
}

export function testDriveBookedMail(input: TestDriveMailInput): MailMessage {
  const first = input.name.trim().split(/\s+/)[0] ?? '';
  if (input.locale === 'es-AR') {
    return {
      to: input.to,
      kind: 'test-drive-booked',
      subject: `Recibimos tu pedido de test drive del ${input.modelName}`,
      text: [
        `Hola, ${first}:`,
        '',
        `Recibimos tu pedido de test drive del ${input.modelName}` +
          `${input.dealerName ? ` en ${input.dealerName}` : ''} para el ${day(input.date)} a las ${input.time}.`,
        'El concesionario tiene 24 horas para confirmarlo; te avisamos con su respuesta.',
        '',
        `Seguí tu pedido en tu cuenta: ${input.accountUrl}`,
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    kind: 'test-drive-booked',
    subject: `Recebemos seu pedido de test drive do ${input.modelName}`,
    text: [
      `Olá, ${first}!`,
      '',
      `Recebemos seu pedido de test drive do ${input.modelName}` +
        `${input.dealerName ? ` na ${input.dealerName}` : ''} para ${day(input.date)} às ${input.time}.`,
      'A concessionária tem 24 horas para confirmar; avisaremos você com a resposta.',
      '',
      `Acompanhe seu pedido na sua conta: ${input.accountUrl}`,
    ].join('\n'),
  };
}

export interface ProposalMailInput {
  locale: Locale;
  to: string;
  name: string;
  planName: string;
  vehicle: string;
  price: number;
  installments: number;
  installmentValue: number;
  statusLabel: string;
  accountUrl: string;
}

export function proposalSentMail(input: ProposalMailInput): MailMessage {
  const first = input.name.trim().split(/\s+/)[0] ?? '';
  const money = (cents: number) => formatPrice(cents, CURRENCY[input.locale], input.locale);
  if (input.locale === 'es-AR') {
    return {
      to: input.to,
      kind: 'financing-proposal-sent',
      subject: `Recibimos tu propuesta de financiación (${input.planName})`,
      text: [
        `Hola, ${first}:`,
        '',
        `Enviamos tu propuesta de financiación del ${input.vehicle} al banco.`,
        `Plan: ${input.planName}. Valor del auto: ${money(input.price)}.`,
        `${input.installments} cuotas de ${money(input.installmentValue)}.`,
        `Estado: ${input.statusLabel}.`,
        '',
        `Seguí la propuesta y subí tus documentos en tu cuenta: ${input.accountUrl}`,
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    kind: 'financing-proposal-sent',
    subject: `Recebemos sua proposta de financiamento (${input.planName})`,
    text: [
      `Olá, ${first}!`,
      '',
      `Enviamos sua proposta de financiamento do ${input.vehicle} ao banco.`,
      `Plano: ${input.planName}. Valor do carro: ${money(input.price)}.`,
      `${input.installments} parcelas de ${money(input.installmentValue)}.`,
      `Situação: ${input.statusLabel}.`,
      '',
      `Acompanhe a proposta e envie seus documentos na sua conta: ${input.accountUrl}`,
    ].join('\n'),
  };
}

export interface OrderReservedMailInput {
  locale: Locale;
  to: string;
  name: string;
  vehicle: string;
  dealerName: string | null;
  /** What is paid now to keep the car, minor units of the market's currency. */
  amount: number;
  holdUntil: Date;
  orderUrl: string;
}

/** The car is held for the buyer (pre-reserve): what to pay and until when. */
export function orderReservedMail(input: OrderReservedMailInput): MailMessage {
  const money = formatPrice(input.amount, CURRENCY[input.locale], input.locale);
  const until = moment(input.holdUntil, input.locale);
  if (input.locale === 'es-AR') {
    return {
      to: input.to,
      kind: 'order-reserved',
      subject: `Reservamos tu ${input.vehicle}`,
      text: [
        `Hola, ${firstName(input.name)}:`,
        '',
        `Separamos para vos un ${input.vehicle}${input.dealerName ? ` en ${input.dealerName}` : ''}.`,
        `Para confirmar la reserva pagá ${money} hasta el ${until}.`,
        'Pasado ese plazo sin pago, el auto vuelve a estar disponible.',
        '',
        `Pagá y seguí tu pedido en: ${input.orderUrl}`,
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    kind: 'order-reserved',
    subject: `Separamos seu ${input.vehicle}`,
    text: [
      `Olá, ${firstName(input.name)}!`,
      '',
      `Separamos para você um ${input.vehicle}${input.dealerName ? ` na ${input.dealerName}` : ''}.`,
      `Para confirmar a reserva, pague ${money} até ${until}.`,
      'Sem o pagamento nesse prazo, o carro volta a ficar disponível.',
      '',
      `Pague e acompanhe seu pedido em: ${input.orderUrl}`,
    ].join('\n'),
  };
}

export interface OrderPaidMailInput {
  locale: Locale;
  to: string;
  name: string;
  vehicle: string;
  dealerName: string | null;
  /** What was paid online, minor units of the market's currency; null when the dealer confirmed it. */
  amount: number | null;
  /** The whole car was paid (true) or the reservation fee that keeps it (false). */
  whole: boolean;
  orderUrl: string;
}

/** The payment of an order went through: the car is the buyer's (or reserved for them). */
export function orderPaidMail(input: OrderPaidMailInput): MailMessage {
  const money =
    input.amount === null ? null : formatPrice(input.amount, CURRENCY[input.locale], input.locale);
  if (input.locale === 'es-AR') {
    return {
      to: input.to,
      kind: 'order-paid',
      subject: `Pago confirmado: ${input.vehicle}`,
      text: [
        `Hola, ${firstName(input.name)}:`,
        '',
        `${money ? `Recibimos tu pago de ${money}` : 'Se confirmó tu pago'} por el ${input.vehicle}` +
          `${input.dealerName ? ` de ${input.dealerName}` : ''}.`,
        input.whole
          ? 'El auto es tuyo: el concesionario te contacta para la entrega.'
          : 'La reserva está confirmada: el concesionario te contacta para completar la compra.',
        '',
        `Seguí tu pedido en: ${input.orderUrl}`,
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    kind: 'order-paid',
    subject: `Pagamento confirmado: ${input.vehicle}`,
    text: [
      `Olá, ${firstName(input.name)}!`,
      '',
      `${money ? `Recebemos seu pagamento de ${money}` : 'Seu pagamento foi confirmado'} pelo ${input.vehicle}` +
        `${input.dealerName ? ` da ${input.dealerName}` : ''}.`,
      input.whole
        ? 'O carro é seu: a concessionária entra em contato para a entrega.'
        : 'A reserva está confirmada: a concessionária entra em contato para concluir a compra.',
      '',
      `Acompanhe seu pedido em: ${input.orderUrl}`,
    ].join('\n'),
  };
}

export interface RevisionMailInput {
  locale: Locale;
  to: string;
  name: string;
  modelName: string;
  /** The revision as the page named it ("3ª", "3.º"), or null when none was chosen. */
  revision: string | null;
  /** The preferred day, `YYYY-MM-DD` or as the page wrote it (`DD/MM/YYYY`). */
  day: string | null;
  period: string | null;
  dealerName: string | null;
}

/** A revision scheduling request reached the dealer, who calls back to confirm the time. */
export function revisionRequestedMail(input: RevisionMailInput): MailMessage {
  const when = [input.day ? day(input.day) : null, input.period].filter(Boolean).join(', ');
  if (input.locale === 'es-AR') {
    return {
      to: input.to,
      kind: 'revision-requested',
      subject: `Recibimos tu pedido de turno de service del ${input.modelName}`,
      text: [
        `Hola, ${firstName(input.name)}:`,
        '',
        `Recibimos tu pedido de turno${input.revision ? ` para el ${input.revision} service` : ' de service'}` +
          ` del ${input.modelName}${input.dealerName ? ` en ${input.dealerName}` : ''}.`,
        ...(when ? [`Preferencia: ${when}.`] : []),
        'El concesionario te contacta para confirmar el horario.',
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    kind: 'revision-requested',
    subject: `Recebemos seu pedido de agendamento de revisão do ${input.modelName}`,
    text: [
      `Olá, ${firstName(input.name)}!`,
      '',
      `Recebemos seu pedido de agendamento${input.revision ? ` da ${input.revision} revisão` : ' de revisão'}` +
        ` do ${input.modelName}${input.dealerName ? ` na ${input.dealerName}` : ''}.`,
      ...(when ? [`Preferência: ${when}.`] : []),
      'A concessionária entra em contato para confirmar o horário.',
    ].join('\n'),
  };
}

const VEHICLE_TYPES: Record<Locale, Record<string, string>> = {
  'pt-BR': { HATCH: 'hatch', SEDAN: 'sedã', SUV: 'SUV', PICKUP: 'picape', VAN: 'furgão' },
  'es-AR': { HATCH: 'hatchback', SEDAN: 'sedán', SUV: 'SUV', PICKUP: 'pick-up', VAN: 'furgón' },
};

export interface RentalMailInput {
  locale: Locale;
  to: string;
  name: string;
  companyName: string;
  proposalCode: string;
  vehicleType: string;
  vehicleAmount: number;
  proposalsUrl: string;
}

/** A company rental request was received; the rental team answers with an offer. */
export function rentalRequestedMail(input: RentalMailInput): MailMessage {
  const type = VEHICLE_TYPES[input.locale][input.vehicleType] ?? input.vehicleType;
  if (input.locale === 'es-AR') {
    return {
      to: input.to,
      kind: 'rental-requested',
      subject: `Recibimos el pedido de alquiler de ${input.companyName} (${input.proposalCode})`,
      text: [
        `Hola, ${firstName(input.name)}:`,
        '',
        `Recibimos el pedido de alquiler de flota de ${input.companyName}: ` +
          `${input.vehicleAmount} × ${type}. Número de propuesta: ${input.proposalCode}.`,
        'El equipo de alquiler te contacta con una oferta.',
        '',
        `Seguí la propuesta en: ${input.proposalsUrl}`,
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    kind: 'rental-requested',
    subject: `Recebemos o pedido de locação da ${input.companyName} (${input.proposalCode})`,
    text: [
      `Olá, ${firstName(input.name)}!`,
      '',
      `Recebemos o pedido de locação de frota da ${input.companyName}: ` +
        `${input.vehicleAmount} × ${type}. Número da proposta: ${input.proposalCode}.`,
      'A equipe de locação entra em contato com uma oferta.',
      '',
      `Acompanhe a proposta em: ${input.proposalsUrl}`,
    ].join('\n'),
  };
}
