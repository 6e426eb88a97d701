/**
 * Rental proposal statuses (spec document 1 §4 "Rental proposal statuses, in order") and the one
 * transition table the api enforces. The spec gives the order, the approved/reproved branch after
 * the financial analysis and EXPIRED_PROPOSAL; when a proposal may expire is ours
 * (docs/decisions/011-rental-b2e-discount-club.md): while nothing is signed, i.e. up to the
 * contract signature.
 */
import type { LocalizedText } from '../messages/messages.js';

export const RENTAL_PROPOSAL_STATUSES = [
  'PROPOSAL_CREATED',
  'FINANCIAL_ANALYSIS_IN_PROGRESS',
  'FINANCIAL_ANALYSIS_APPROVED',
  'FINANCIAL_ANALYSIS_REPROVED',
  'CONTRACT_SIGN_IN_PROGRESS',
  'CONTRACT_SIGN_DONE',
  'PRODUCTION_REQUESTED',
  'IN_PRODUCTION',
  'IN_TRANSIT',
  'AT_DEALER',
  'DELIVERED',
  'EXPIRED_PROPOSAL',
] as const;
export type RentalProposalStatus = (typeof RENTAL_PROPOSAL_STATUSES)[number];

export function isRentalProposalStatus(value: string): value is RentalProposalStatus {
  return (RENTAL_PROPOSAL_STATUSES as readonly string[]).includes(value);
}

/**
 * Allowed moves. The main line runs in the spec's order; after the analysis the proposal is either
 * approved (and goes on) or reproved (and stops). It may expire until the contract is signed.
 */
export const RENTAL_PROPOSAL_TRANSITIONS: Readonly<
  Record<RentalProposalStatus, readonly RentalProposalStatus[]>
> = {
  PROPOSAL_CREATED: ['FINANCIAL_ANALYSIS_IN_PROGRESS', 'EXPIRED_PROPOSAL'],
  FINANCIAL_ANALYSIS_IN_PROGRESS: [
    'FINANCIAL_ANALYSIS_APPROVED',
    'FINANCIAL_ANALYSIS_REPROVED',
    'EXPIRED_PROPOSAL',
  ],
  FINANCIAL_ANALYSIS_APPROVED: ['CONTRACT_SIGN_IN_PROGRESS', 'EXPIRED_PROPOSAL'],
  FINANCIAL_ANALYSIS_REPROVED: [],
  CONTRACT_SIGN_IN_PROGRESS: ['CONTRACT_SIGN_DONE', 'EXPIRED_PROPOSAL'],
  CONTRACT_SIGN_DONE: ['PRODUCTION_REQUESTED'],
  PRODUCTION_REQUESTED: ['IN_PRODUCTION'],
  IN_PRODUCTION: ['IN_TRANSIT'],
  IN_TRANSIT: ['AT_DEALER'],
  AT_DEALER: ['DELIVERED'],
  DELIVERED: [],
  EXPIRED_PROPOSAL: [],
};

export const TERMINAL_RENTAL_PROPOSAL_STATUSES: readonly RentalProposalStatus[] =
  RENTAL_PROPOSAL_STATUSES.filter((status) => RENTAL_PROPOSAL_TRANSITIONS[status].length === 0);

export function nextRentalProposalStatuses(from: RentalProposalStatus): readonly RentalProposalStatus[] {
  return RENTAL_PROPOSAL_TRANSITIONS[from];
}

export function canTransitionRentalProposal(from: RentalProposalStatus, to: RentalProposalStatus): boolean {
  return RENTAL_PROPOSAL_TRANSITIONS[from].includes(to);
}

/** The path a proposal follows when approved: the timeline a company sees ahead of it. */
export const RENTAL_APPROVED_PATH: readonly RentalProposalStatus[] = RENTAL_PROPOSAL_STATUSES.filter(
  (status) => status !== 'FINANCIAL_ANALYSIS_REPROVED' && status !== 'EXPIRED_PROPOSAL',
);

export type RentalTimelineStepState = 'done' | 'current' | 'pending';

export interface RentalTimelineStep {
  status: RentalProposalStatus;
  state: RentalTimelineStepState;
  /** When the proposal reached this status; null for steps not reached. */
  at: string | null;
}

export interface RentalStatusEvent {
  status: RentalProposalStatus;
  at: string;
}

/**
 * The timeline of a proposal in the order of §4: the statuses it went through, then those still
 * ahead on the approved path. A reproved or expired proposal ends at that status, with nothing ahead.
 */
export function rentalTimeline(history: readonly RentalStatusEvent[]): RentalTimelineStep[] {
  const reached = new Map<RentalProposalStatus, string>();
  for (const event of history) if (!reached.has(event.status)) reached.set(event.status, event.at);
  const current = history.at(-1)?.status ?? 'PROPOSAL_CREATED';
  const ended = TERMINAL_RENTAL_PROPOSAL_STATUSES.includes(current) && current !== 'DELIVERED';
  const steps: RentalTimelineStep[] = [];
  for (const status of RENTAL_APPROVED_PATH) {
    const at = reached.get(status) ?? null;
    if (at === null && ended) break;
    steps.push({ status, state: status === current ? 'current' : at !== null ? 'done' : 'pending', at });
  }
  if (ended) steps.push({ status: current, state: 'current', at: reached.get(current) ?? null });
  return steps;
}

export type RentalMoveResult =
  | { ok: true; status: RentalProposalStatus }
  | { ok: false; code: 'rental_transition_invalid'; allowed: readonly RentalProposalStatus[] };

/** Checks a move against the table. */
export function moveRentalProposal(from: RentalProposalStatus, to: RentalProposalStatus): RentalMoveResult {
  if (canTransitionRentalProposal(from, to)) return { ok: true, status: to };
  return { ok: false, code: 'rental_transition_invalid', allowed: RENTAL_PROPOSAL_TRANSITIONS[from] };
}

/** What the company reads for each status. */
export const RENTAL_STATUS_LABELS: Readonly<Record<RentalProposalStatus, LocalizedText>> = {
  PROPOSAL_CREATED: { 'pt-BR': 'Proposta criada', 'es-AR': 'Propuesta creada' },
  FINANCIAL_ANALYSIS_IN_PROGRESS: {
    'pt-BR': 'Análise financeira em andamento',
    'es-AR': 'Análisis financiero en curso',
  },
  FINANCIAL_ANALYSIS_APPROVED: {
    'pt-BR': 'Análise financeira aprovada',
    'es-AR': 'Análisis financiero aprobado',
  },
  FINANCIAL_ANALYSIS_REPROVED: {
    'pt-BR': 'Análise financeira reprovada',
    'es-AR': 'Análisis financiero rechazado',
  },
  CONTRACT_SIGN_IN_PROGRESS: {
    'pt-BR': 'Assinatura do contrato em andamento',
    'es-AR': 'Firma del contrato en curso',
  },
  CONTRACT_SIGN_DONE: { 'pt-BR': 'Contrato assinado', 'es-AR': 'Contrato firmado' },
  PRODUCTION_REQUESTED: { 'pt-BR': 'Produção solicitada', 'es-AR': 'Producción solicitada' },
  IN_PRODUCTION: { 'pt-BR': 'Em produção', 'es-AR': 'En producción' },
  IN_TRANSIT: { 'pt-BR': 'Em trânsito', 'es-AR': 'En tránsito' },
  AT_DEALER: { 'pt-BR': 'Na concessionária', 'es-AR': 'En el concesionario' },
  DELIVERED: { 'pt-BR': 'Entregue', 'es-AR': 'Entregado' },
  EXPIRED_PROPOSAL: { 'pt-BR': 'Proposta expirada', 'es-AR': 'Propuesta vencida' },
};

/**
 * Documents the company sends, and the status from which each is due. Which documents a fleet
 * rental asks for is not in the spec: these are those a Brazilian lessor asks for a company.
 */
export const RENTAL_DOCUMENT_KINDS = [
  'ARTICLES_OF_ASSOCIATION',
  'BALANCE_SHEET',
  'COMPANY_REGISTRATION',
  'SIGNED_CONTRACT',
] as const;
export type RentalDocumentKind = (typeof RENTAL_DOCUMENT_KINDS)[number];

export const RENTAL_DOCUMENT_DUE_FROM: Readonly<Record<RentalDocumentKind, RentalProposalStatus>> = {
  ARTICLES_OF_ASSOCIATION: 'FINANCIAL_ANALYSIS_IN_PROGRESS',
  BALANCE_SHEET: 'FINANCIAL_ANALYSIS_IN_PROGRESS',
  COMPANY_REGISTRATION: 'FINANCIAL_ANALYSIS_IN_PROGRESS',
  SIGNED_CONTRACT: 'CONTRACT_SIGN_IN_PROGRESS',
};

export const RENTAL_DOCUMENT_LABELS: Readonly<Record<RentalDocumentKind, LocalizedText>> = {
  ARTICLES_OF_ASSOCIATION: { 'pt-BR': 'Contrato social', 'es-AR': 'Estatuto social' },
  BALANCE_SHEET: { 'pt-BR': 'Balanço patrimonial', 'es-AR': 'Balance contable' },
  COMPANY_REGISTRATION: { 'pt-BR': 'Cartão CNPJ', 'es-AR': 'Constancia de CUIT' },
  SIGNED_CONTRACT: { 'pt-BR': 'Contrato de locação assinado', 'es-AR': 'Contrato de alquiler firmado' },
};

export type RentalDocumentState = 'RECEIVED' | 'PENDING' | 'NOT_YET_DUE';

/** Whether each document is received, due and missing, or not yet due at the proposal's status. */
export function rentalDocumentStates(
  history: readonly RentalProposalStatus[],
  received: ReadonlySet<RentalDocumentKind>,
): Record<RentalDocumentKind, RentalDocumentState> {
  const result = {} as Record<RentalDocumentKind, RentalDocumentState>;
  for (const kind of RENTAL_DOCUMENT_KINDS) {
    if (received.has(kind)) result[kind] = 'RECEIVED';
    else result[kind] = history.includes(RENTAL_DOCUMENT_DUE_FROM[kind]) ? 'PENDING' : 'NOT_YET_DUE';
  }
  return result;
}
