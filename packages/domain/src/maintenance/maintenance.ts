import type { LocalizedText } from '../messages/messages.js';

/** A revision falls due every 10,000 km or 12 months, whichever comes first. */
export const REVISION_INTERVAL = { km: 10_000, months: 12 } as const;
/** Revisions with a fixed price in the maker's plan (up to 100,000 km or 10 years). */
export const PLAN_REVISIONS = 10;

export interface ScheduledRevision {
  /** 1 for the first revision. */
  number: number;
  km: number;
  months: number;
}

/** The revisions of the plan, in order. */
export function revisionSchedule(count: number = PLAN_REVISIONS): ScheduledRevision[] {
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    km: (index + 1) * REVISION_INTERVAL.km,
    months: (index + 1) * REVISION_INTERVAL.months,
  }));
}

/**
 * The next revision for a car at `mileageKm` and `monthsSinceDelivery` (unknown counts as 0):
 * the first whose mileage and age are both ahead of the car, since whichever limit comes first
 * makes a revision due. `null` when the car is past the last revision of the plan.
 */
export function nextRevision(
  car: { mileageKm: number; monthsSinceDelivery?: number | null },
  count: number = PLAN_REVISIONS,
): ScheduledRevision | null {
  const byKm = Math.floor(Math.max(0, car.mileageKm) / REVISION_INTERVAL.km);
  const byMonths = Math.floor(Math.max(0, car.monthsSinceDelivery ?? 0) / REVISION_INTERVAL.months);
  const number = Math.max(byKm, byMonths) + 1;
  return number > count ? null : (revisionSchedule(count)[number - 1] ?? null);
}

export const MAINTENANCE_ITEMS = [
  'ENGINE_OIL',
  'OIL_FILTER',
  'CABIN_FILTER',
  'AIR_FILTER',
  'FUEL_FILTER',
  'BRAKE_FLUID',
  'SPARK_PLUGS',
  'COOLANT',
  'ACCESSORY_BELT',
  'INSPECTION',
] as const;
export type MaintenanceItem = (typeof MAINTENANCE_ITEMS)[number];

/**
 * What a revision replaces or checks: oil, oil filter, cabin filter and the inspection every time;
 * air and fuel filters and brake fluid every second revision; spark plugs every fourth; coolant and
 * the accessory belt every sixth.
 */
export function revisionItems(number: number): MaintenanceItem[] {
  const items: MaintenanceItem[] = ['ENGINE_OIL', 'OIL_FILTER', 'CABIN_FILTER'];
  if (number % 2 === 0) items.push('AIR_FILTER', 'FUEL_FILTER', 'BRAKE_FLUID');
  if (number % 4 === 0) items.push('SPARK_PLUGS');
  if (number % 6 === 0) items.push('COOLANT', 'ACCESSORY_BELT');
  items.push('INSPECTION');
  return items;
}

export const MAINTENANCE_ITEM_LABELS: Readonly<Record<MaintenanceItem, LocalizedText>> = {
  ENGINE_OIL: { 'pt-BR': 'Óleo do motor', 'es-AR': 'Aceite de motor' },
  OIL_FILTER: { 'pt-BR': 'Filtro de óleo', 'es-AR': 'Filtro de aceite' },
  CABIN_FILTER: { 'pt-BR': 'Filtro de ar-condicionado', 'es-AR': 'Filtro de habitáculo' },
  AIR_FILTER: { 'pt-BR': 'Filtro de ar do motor', 'es-AR': 'Filtro de aire del motor' },
  FUEL_FILTER: { 'pt-BR': 'Filtro de combustível', 'es-AR': 'Filtro de combustible' },
  BRAKE_FLUID: { 'pt-BR': 'Fluido de freio', 'es-AR': 'Líquido de frenos' },
  SPARK_PLUGS: { 'pt-BR': 'Velas de ignição', 'es-AR': 'Bujías' },
  COOLANT: { 'pt-BR': 'Líquido de arrefecimento', 'es-AR': 'Líquido refrigerante' },
  ACCESSORY_BELT: { 'pt-BR': 'Correia de acessórios', 'es-AR': 'Correa de accesorios' },
  INSPECTION: { 'pt-BR': 'Inspeção de 40 itens', 'es-AR': 'Inspección de 40 puntos' },
};

export const MAINTENANCE_SERVICES = [
  'ALIGNMENT_BALANCING',
  'BRAKE_PADS_FRONT',
  'AC_SANITIZING',
  'BATTERY',
  'WIPER_BLADES',
] as const;
export type MaintenanceService = (typeof MAINTENANCE_SERVICES)[number];

export const MAINTENANCE_SERVICE_LABELS: Readonly<Record<MaintenanceService, LocalizedText>> = {
  ALIGNMENT_BALANCING: { 'pt-BR': 'Alinhamento e balanceamento', 'es-AR': 'Alineación y balanceo' },
  BRAKE_PADS_FRONT: { 'pt-BR': 'Pastilhas de freio dianteiras', 'es-AR': 'Pastillas de freno delanteras' },
  AC_SANITIZING: { 'pt-BR': 'Higienização do ar-condicionado', 'es-AR': 'Limpieza del aire acondicionado' },
  BATTERY: { 'pt-BR': 'Bateria', 'es-AR': 'Batería' },
  WIPER_BLADES: { 'pt-BR': 'Palhetas do limpador', 'es-AR': 'Escobillas limpiaparabrisas' },
};
