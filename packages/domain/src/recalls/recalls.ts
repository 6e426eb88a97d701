import { isValidChassis } from '../vehicle/chassis.js';

/** The service type of recall work at a dealer (spec document 1 §3 "Recall service type"). */
export const RECALL_SERVICE_TYPE = { type: 'RECALL', code: 'SV03' } as const;

/**
 * Which chassis a recall campaign reaches: those starting with `vinPrefix` (the maker, model and
 * plant part of the VIN) whose serial, the last six characters read as a number, lies in
 * `[serialFrom, serialTo]`. This is how makers publish affected ranges.
 */
export interface RecallRange {
  vinPrefix: string;
  serialFrom: number;
  serialTo: number;
}

/** The serial of a VIN: its last six characters as a number, or `null` when they are not digits. */
export function chassisSerial(vin: string): number | null {
  const serial = vin.trim().toUpperCase().slice(-6);
  return /^\d{6}$/.test(serial) ? Number(serial) : null;
}

/** Whether a campaign's range reaches a chassis (a chassis that is not valid is reached by none). */
export function isChassisInRecall(range: RecallRange, vin: string): boolean {
  const chassis = vin.trim().toUpperCase();
  if (!isValidChassis(chassis)) return false;
  if (!chassis.startsWith(range.vinPrefix.toUpperCase())) return false;
  const serial = chassisSerial(chassis);
  return serial !== null && serial >= range.serialFrom && serial <= range.serialTo;
}

export type RecallStatus = 'PENDING' | 'DONE';

/** A campaign's status for one car: DONE once a dealer recorded the work, PENDING before. */
export function recallStatus(performedAt: Date | string | null | undefined): RecallStatus {
  return performedAt ? 'DONE' : 'PENDING';
}

/** Pending campaigns first, then by start date, newest first; the code breaks ties. */
export function sortRecalls<T extends { status: RecallStatus; startsOn: string; code: string }>(
  recalls: readonly T[],
): T[] {
  return [...recalls].sort(
    (a, b) =>
      (a.status === b.status ? 0 : a.status === 'PENDING' ? -1 : 1) ||
      b.startsOn.localeCompare(a.startsOn) ||
      a.code.localeCompare(b.code),
  );
}
