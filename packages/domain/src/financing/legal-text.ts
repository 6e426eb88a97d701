import { type FinancingComputation } from './financing-core.js';

// The legal sentence shown under every simulation. Brazilian rules require the credit's total
// effective cost (CET) and the total price on credit to be stated before a contract; Argentina
// states the total financial cost (CFTEA) the same way.

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** `R$ 1.234,56` / `$ 1.234,56`: a plain space so the text reads the same in any renderer. */
function money(cents: number, locale: 'pt-BR' | 'es-AR'): string {
  const abs = Math.abs(cents);
  const units = groupThousands(String(Math.floor(abs / 100)));
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${locale === 'pt-BR' ? 'R$' : '$'} ${units},${fraction}`;
}

function percent(rate: number): string {
  return `${(rate * 100).toFixed(2).replace('.', ',')}%`;
}

/** Generated legal sentence of a simulation, preceded by the plan's own text when it has one. */
export function buildLegalText(
  c: FinancingComputation,
  locale: 'pt-BR' | 'es-AR',
  planText: string | undefined,
): string {
  const parts: string[] = [];
  if (locale === 'pt-BR') {
    parts.push(
      `Simulação sujeita à análise e aprovação de crédito. Valor à vista ${money(c.price, locale)};` +
        ` entrada de ${money(c.entranceValue, locale)};` +
        ` ${c.installments} parcelas mensais de ${money(c.installmentValue, locale)}` +
        (c.finalInstallmentValue > 0 ? ` e parcela final de ${money(c.finalInstallmentValue, locale)}` : '') +
        '.',
      `Taxa de juros de ${percent(c.monthlyRate)} a.m. (${percent(c.annualRate)} a.a.).`,
      `Valor financiado ${money(c.financedAmount, locale)}; IOF de ${money(c.iofValue, locale)};` +
        ` tarifas de ${money(c.fees.total, locale)}.`,
      `CET de ${percent(c.cetMonthly)} a.m. (${percent(c.cetAnnual)} a.a.).`,
      `Valor total a prazo ${money(c.totalPaid, locale)}.`,
    );
  } else {
    parts.push(
      `Simulación sujeta a análisis y aprobación crediticia. Precio de contado ${money(c.price, locale)};` +
        ` anticipo de ${money(c.entranceValue, locale)};` +
        ` ${c.installments} cuotas mensuales de ${money(c.installmentValue, locale)}` +
        (c.finalInstallmentValue > 0 ? ` y cuota final de ${money(c.finalInstallmentValue, locale)}` : '') +
        '.',
      `Tasa de interés de ${percent(c.monthlyRate)} mensual (${percent(c.annualRate)} efectiva anual).`,
      `Monto financiado ${money(c.financedAmount, locale)}; gastos de ${money(c.fees.total, locale)}.`,
      `CFTEA ${percent(c.cetAnnual)}.`,
      `Precio total financiado ${money(c.totalPaid, locale)}.`,
    );
  }
  const generated = parts.join(' ');
  return planText ? `${planText.trim()} ${generated}` : generated;
}
