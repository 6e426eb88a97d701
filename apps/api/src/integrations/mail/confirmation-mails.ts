import { type CurrencyCode, type Locale, formatPrice } from '@autohub/domain';
import type { MailMessage } from './mail.port.js';

/*
 * The confirmations a person receives for what they asked: a test-drive booking and a financing
 * proposal, in the language of the page they used. No key, token or tax id is ever written in
 * an e-mail: the account area is where they follow the request.
 */

const CURRENCY: Record<Locale, CurrencyCode> = { 'pt-BR': 'BRL', 'es-AR': 'ARS' };

function day(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}/${m}/${y}` : date;
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
