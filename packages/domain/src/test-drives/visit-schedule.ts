import type { LocalizedText } from '../messages/messages.js';

/**
 * Statuses of a dealer visit schedule, as the scheduling service codes them (spec document 1 §4
 * "Visit schedule": A confirmed, C cancelled, P pending, R rejected, B blocked).
 */
export const VisitScheduleStatus = {
  CONFIRMED: 'A',
  CANCELLED: 'C',
  PENDING: 'P',
  REJECTED: 'R',
  BLOCKED: 'B',
} as const;

export type VisitScheduleStatus = (typeof VisitScheduleStatus)[keyof typeof VisitScheduleStatus];

export const VISIT_SCHEDULE_STATUSES: readonly VisitScheduleStatus[] = Object.values(VisitScheduleStatus);

export const VISIT_SCHEDULE_STATUS_LABELS: Readonly<Record<VisitScheduleStatus, LocalizedText>> = {
  A: { 'pt-BR': 'Confirmado', 'es-AR': 'Confirmado' },
  C: { 'pt-BR': 'Cancelado', 'es-AR': 'Cancelado' },
  P: { 'pt-BR': 'Pendente', 'es-AR': 'Pendiente' },
  R: { 'pt-BR': 'Recusado', 'es-AR': 'Rechazado' },
  B: { 'pt-BR': 'Bloqueado', 'es-AR': 'Bloqueado' },
};

/** Reads a status code (case-insensitive); `null` for an unknown code. */
export function parseVisitScheduleStatus(value: string): VisitScheduleStatus | null {
  const code = value.trim().toUpperCase();
  return (VISIT_SCHEDULE_STATUSES as readonly string[]).includes(code) ? (code as VisitScheduleStatus) : null;
}
