import { describe, expect, it } from 'vitest';
import {
  VISIT_SCHEDULE_STATUSES,
  VISIT_SCHEDULE_STATUS_LABELS,
  VisitScheduleStatus,
  parseVisitScheduleStatus,
} from './visit-schedule.js';

describe('visit schedule statuses', () => {
  it('uses the service codes A, C, P, R and B', () => {
    expect(VisitScheduleStatus).toEqual({
      CONFIRMED: 'A',
      CANCELLED: 'C',
      PENDING: 'P',
      REJECTED: 'R',
      BLOCKED: 'B',
    });
    expect(VISIT_SCHEDULE_STATUSES).toEqual(['A', 'C', 'P', 'R', 'B']);
  });

  it('labels each code in both locales', () => {
    expect(VISIT_SCHEDULE_STATUS_LABELS.A['pt-BR']).toBe('Confirmado');
    expect(VISIT_SCHEDULE_STATUS_LABELS.R['es-AR']).toBe('Rechazado');
  });

  it('reads a code, and nothing else', () => {
    expect(parseVisitScheduleStatus('p')).toBe('P');
    expect(parseVisitScheduleStatus(' B ')).toBe('B');
    expect(parseVisitScheduleStatus('X')).toBeNull();
    expect(parseVisitScheduleStatus('')).toBeNull();
  });
});
