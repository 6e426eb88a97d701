/**
 * A visit to a dealership (spec document 2 "Dealer sales v2: POST access, checkin,
 * requestattendant"): the visitor opens the dealer's page in the showroom, checks in on arrival and
 * may call an attendant; a seller of the dealer attends. One transition table.
 */
export const DEALER_VISIT_STATUSES = ['ACCESSED', 'CHECKED_IN', 'ATTENDANT_REQUESTED', 'ATTENDED'] as const;
export type DealerVisitStatus = (typeof DEALER_VISIT_STATUSES)[number];

export const DEALER_VISIT_TRANSITIONS: Readonly<Record<DealerVisitStatus, readonly DealerVisitStatus[]>> = {
  ACCESSED: ['CHECKED_IN', 'ATTENDANT_REQUESTED'],
  CHECKED_IN: ['ATTENDANT_REQUESTED', 'ATTENDED'],
  ATTENDANT_REQUESTED: ['ATTENDED'],
  ATTENDED: [],
};

export function canMoveDealerVisit(from: DealerVisitStatus, to: DealerVisitStatus): boolean {
  return DEALER_VISIT_TRANSITIONS[from].includes(to);
}

/** The statuses a move to `to` may start from (for a conditional update). */
export function dealerVisitSources(to: DealerVisitStatus): DealerVisitStatus[] {
  return DEALER_VISIT_STATUSES.filter((from) => canMoveDealerVisit(from, to));
}
