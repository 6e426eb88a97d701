import { normalizeBirthday, parseBrazilianMoneyToCents } from '@autohub/domain';

// What the funding flow keeps of the applicant between its steps, apart from the steps' forms: the
// flow's page holds it without downloading the forms (they load when their step is reached).

/** What the applicant typed, as the forms hold it. */
export interface ApplicantDraft {
  taxId: string;
  /** DD/MM/YYYY as typed. */
  birthDate: string;
  /** Monthly income as typed, e.g. "8.500,00". */
  income: string;
  name: string;
  email: string;
  phone: string;
}

export const EMPTY_APPLICANT: ApplicantDraft = {
  taxId: '',
  birthDate: '',
  income: '',
  name: '',
  email: '',
  phone: '',
};

/** "R$ 8.500,00", "8.500,00" or "8500" → 850000 cents; null when it is not a positive amount. */
export function parseIncome(text: string): number | null {
  const cents = parseBrazilianMoneyToCents(text);
  return cents > 0 ? cents : null;
}

/** DD/MM/YYYY → YYYY-MM-DD. */
export function isoBirthDate(text: string): string {
  const [d, m, y] = normalizeBirthday(text).split('/');
  return `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
}
