/** Fuel codes (spec §9) and the names the catalogue shows (spec §3). */
export const FUELS = {
  diesel: 'Diesel',
  flex: 'Flex',
  tetrafuel: 'Tetrafuel',
  gas: 'Gas',
  electric: 'Electric',
  hybrid: 'Hybrid',
  'flex hybrid': 'Flex Hybrid',
} as const;

export type FuelCode = keyof typeof FUELS;

/** Reads a fuel written in any case (`FLEX`, `Flex Hybrid`), `null` when unknown. */
export function toFuelCode(value: string): FuelCode | null {
  const code = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return Object.prototype.hasOwnProperty.call(FUELS, code) ? (code as FuelCode) : null;
}
