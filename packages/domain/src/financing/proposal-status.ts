import type { Locale } from '../markets/markets.js';

/** Financing proposal statuses of spec document 1 §4, in the order a proposal usually meets them. */
export const PROPOSAL_STATUSES = [
  'PROPOSAL_SENT',
  'WAITING_INTEGRATION',
  'INTEGRATED_PROPOSAL',
  'PROGRESS_PROPOSAL',
  'DIRECTED_PROPOSAL',
  'REANALYSIS_PROPOSAL',
  'PENDING_PROPOSAL',
  'PENDING_DOCUMENT',
  'DOCUMENT_ANALYSIS',
  'APPROVED_PROPOSAL',
  'DENIED_PROPOSAL',
  'APPROVED_FRAUD',
  'FORMALIZATION',
  'PENDING_REGISTER_INFO',
  'PROPOSAL_FORMALIZATION',
  'PENDING_CONTRACT_SIGN',
  'RELEASED_PROPOSAL',
  'WARRANTY_ANALYSIS',
  'PENDING_CONTRACT_DISCHARGE',
  'PENDING_TAX_DISCHARGE',
  'PAYMENT_AVAILABLE',
  'PAYMENT_ON_RELEASE',
  'PAYMENT_ERROR',
  'PAYED_PROPOSAL',
  'PAYMENT_DONE',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Spec §4 "Proposal formalization: wait, then proceed via QR code, then complete". */
export const FORMALIZATION_STAGES = ['not-started', 'waiting', 'qr-code', 'complete'] as const;
export type FormalizationStage = (typeof FORMALIZATION_STAGES)[number];

/** The bank's answer so far, as the flow's result pages show it. */
export const PROPOSAL_OUTCOMES = ['in-analysis', 'pending', 'approved', 'denied'] as const;
export type ProposalOutcome = (typeof PROPOSAL_OUTCOMES)[number];

/**
 * Which status may follow which (spec document 1 §4 lists the financing proposal statuses but not
 * their transitions; this table is ours, docs/decisions/011-financing-plans.md). A bank's answer
 * that breaks it is not recorded.
 */
export const PROPOSAL_TRANSITIONS: Readonly<Record<ProposalStatus, readonly ProposalStatus[]>> = {
  PROPOSAL_SENT: ['WAITING_INTEGRATION', 'PROGRESS_PROPOSAL', 'DENIED_PROPOSAL'],
  WAITING_INTEGRATION: ['INTEGRATED_PROPOSAL', 'PROGRESS_PROPOSAL'],
  INTEGRATED_PROPOSAL: ['PROGRESS_PROPOSAL'],
  PROGRESS_PROPOSAL: [
    'DIRECTED_PROPOSAL',
    'REANALYSIS_PROPOSAL',
    'PENDING_PROPOSAL',
    'APPROVED_PROPOSAL',
    'DENIED_PROPOSAL',
  ],
  DIRECTED_PROPOSAL: ['PROGRESS_PROPOSAL', 'APPROVED_PROPOSAL', 'DENIED_PROPOSAL'],
  REANALYSIS_PROPOSAL: ['PENDING_PROPOSAL', 'APPROVED_PROPOSAL', 'DENIED_PROPOSAL'],
  PENDING_PROPOSAL: ['PENDING_DOCUMENT', 'REANALYSIS_PROPOSAL', 'DENIED_PROPOSAL'],
  PENDING_DOCUMENT: ['DOCUMENT_ANALYSIS', 'DENIED_PROPOSAL'],
  DOCUMENT_ANALYSIS: ['PENDING_DOCUMENT', 'REANALYSIS_PROPOSAL', 'APPROVED_PROPOSAL', 'DENIED_PROPOSAL'],
  APPROVED_PROPOSAL: ['APPROVED_FRAUD', 'DENIED_PROPOSAL'],
  DENIED_PROPOSAL: [],
  APPROVED_FRAUD: ['FORMALIZATION', 'DENIED_PROPOSAL'],
  FORMALIZATION: ['PENDING_REGISTER_INFO', 'PROPOSAL_FORMALIZATION'],
  PENDING_REGISTER_INFO: ['FORMALIZATION'],
  PROPOSAL_FORMALIZATION: ['PENDING_CONTRACT_SIGN'],
  PENDING_CONTRACT_SIGN: ['RELEASED_PROPOSAL'],
  RELEASED_PROPOSAL: ['WARRANTY_ANALYSIS'],
  WARRANTY_ANALYSIS: ['PENDING_CONTRACT_DISCHARGE', 'PAYMENT_AVAILABLE'],
  PENDING_CONTRACT_DISCHARGE: ['PENDING_TAX_DISCHARGE', 'PAYMENT_AVAILABLE'],
  PENDING_TAX_DISCHARGE: ['PAYMENT_AVAILABLE'],
  PAYMENT_AVAILABLE: ['PAYMENT_ON_RELEASE'],
  PAYMENT_ON_RELEASE: ['PAYED_PROPOSAL', 'PAYMENT_ERROR'],
  PAYMENT_ERROR: ['PAYMENT_ON_RELEASE'],
  PAYED_PROPOSAL: ['PAYMENT_DONE'],
  PAYMENT_DONE: [],
};

export function canTransition(from: ProposalStatus, to: ProposalStatus): boolean {
  return PROPOSAL_TRANSITIONS[from].includes(to);
}

/** Statuses nothing follows. */
export const FINAL_PROPOSAL_STATUSES: readonly ProposalStatus[] = PROPOSAL_STATUSES.filter(
  (s) => PROPOSAL_TRANSITIONS[s].length === 0,
);

export type ProposalHistoryEntry = { status: ProposalStatus; at: string };

/**
 * Our history extended with the bank's newer entries, in order, as long as each is a transition
 * the table allows. The bank's history is its whole view, so entries we already have are skipped
 * by position. Resolves to the new history and whether the bank broke the table.
 */
export function mergeBankHistory(
  ours: readonly ProposalHistoryEntry[],
  bank: readonly ProposalHistoryEntry[],
): { history: ProposalHistoryEntry[]; rejected: ProposalHistoryEntry | null } {
  const history = [...ours];
  for (const entry of bank.slice(ours.length)) {
    const current = history.at(-1)?.status;
    if (current !== undefined && !canTransition(current, entry.status)) return { history, rejected: entry };
    history.push(entry);
  }
  return { history, rejected: null };
}

const PENDING: readonly ProposalStatus[] = ['PENDING_PROPOSAL', 'PENDING_DOCUMENT', 'DOCUMENT_ANALYSIS'];
/** Every status before the bank first asks for something: the proposal is still with the bank. */
const IN_ANALYSIS: readonly ProposalStatus[] = PROPOSAL_STATUSES.slice(
  0,
  PROPOSAL_STATUSES.indexOf('PENDING_PROPOSAL'),
);

/** The bank's answer so far, as the flow's result pages show it. */
export function outcomeOf(status: ProposalStatus): ProposalOutcome {
  if (status === 'DENIED_PROPOSAL') return 'denied';
  if (PENDING.includes(status)) return 'pending';
  if (IN_ANALYSIS.includes(status)) return 'in-analysis';
  return 'approved';
}

const WAITING: readonly ProposalStatus[] = [
  'APPROVED_FRAUD',
  'FORMALIZATION',
  'PENDING_REGISTER_INFO',
  'PROPOSAL_FORMALIZATION',
];

/** Spec §4 "Proposal formalization: wait, then proceed via QR code, then complete". */
export function formalizationStageOf(status: ProposalStatus): FormalizationStage {
  if (WAITING.includes(status)) return 'waiting';
  if (status === 'PENDING_CONTRACT_SIGN') return 'qr-code';
  if (outcomeOf(status) !== 'approved' || status === 'APPROVED_PROPOSAL') return 'not-started';
  return 'complete';
}

/** What a buyer reads for each proposal status, in both markets' languages (the web's pages and the PDF). */
export const PROPOSAL_STATUS_LABELS: Readonly<Record<Locale, Readonly<Record<ProposalStatus, string>>>> = {
  'pt-BR': {
    PROPOSAL_SENT: 'Proposta enviada',
    WAITING_INTEGRATION: 'Aguardando integração',
    INTEGRATED_PROPOSAL: 'Proposta integrada',
    PROGRESS_PROPOSAL: 'Em análise',
    DIRECTED_PROPOSAL: 'Direcionada para análise',
    REANALYSIS_PROPOSAL: 'Em reanálise',
    PENDING_PROPOSAL: 'Pendente',
    PENDING_DOCUMENT: 'Documentos pendentes',
    DOCUMENT_ANALYSIS: 'Documentos em análise',
    APPROVED_PROPOSAL: 'Aprovada',
    DENIED_PROPOSAL: 'Negada',
    APPROVED_FRAUD: 'Aprovada na prevenção a fraudes',
    FORMALIZATION: 'Em formalização',
    PENDING_REGISTER_INFO: 'Dados cadastrais pendentes',
    PROPOSAL_FORMALIZATION: 'Contrato em preparação',
    PENDING_CONTRACT_SIGN: 'Aguardando assinatura do contrato',
    RELEASED_PROPOSAL: 'Contrato assinado',
    WARRANTY_ANALYSIS: 'Análise da garantia',
    PENDING_CONTRACT_DISCHARGE: 'Quitação de contrato pendente',
    PENDING_TAX_DISCHARGE: 'Quitação de tributos pendente',
    PAYMENT_AVAILABLE: 'Pagamento disponível',
    PAYMENT_ON_RELEASE: 'Pagamento em liberação',
    PAYMENT_ERROR: 'Erro no pagamento',
    PAYED_PROPOSAL: 'Proposta paga',
    PAYMENT_DONE: 'Pagamento concluído',
  },
  'es-AR': {
    PROPOSAL_SENT: 'Propuesta enviada',
    WAITING_INTEGRATION: 'Esperando integración',
    INTEGRATED_PROPOSAL: 'Propuesta integrada',
    PROGRESS_PROPOSAL: 'En análisis',
    DIRECTED_PROPOSAL: 'Derivada para análisis',
    REANALYSIS_PROPOSAL: 'En reanálisis',
    PENDING_PROPOSAL: 'Pendiente',
    PENDING_DOCUMENT: 'Documentación pendiente',
    DOCUMENT_ANALYSIS: 'Documentación en análisis',
    APPROVED_PROPOSAL: 'Aprobada',
    DENIED_PROPOSAL: 'Rechazada',
    APPROVED_FRAUD: 'Aprobada en prevención de fraude',
    FORMALIZATION: 'En formalización',
    PENDING_REGISTER_INFO: 'Datos de registro pendientes',
    PROPOSAL_FORMALIZATION: 'Contrato en preparación',
    PENDING_CONTRACT_SIGN: 'Esperando la firma del contrato',
    RELEASED_PROPOSAL: 'Contrato firmado',
    WARRANTY_ANALYSIS: 'Análisis de la garantía',
    PENDING_CONTRACT_DISCHARGE: 'Cancelación de contrato pendiente',
    PENDING_TAX_DISCHARGE: 'Cancelación de impuestos pendiente',
    PAYMENT_AVAILABLE: 'Pago disponible',
    PAYMENT_ON_RELEASE: 'Pago en liberación',
    PAYMENT_ERROR: 'Error en el pago',
    PAYED_PROPOSAL: 'Propuesta pagada',
    PAYMENT_DONE: 'Pago completado',
  },
};
