import { toFuelCode } from '@autohub/domain';
import { usePageSettings } from '../../lib/settings/settings.api';

/**
 * A version's fuel in the words of the market: the catalogue answers the spec's fuel names
 * (Flex, Gas, Diesel…) and the page settings say how the market calls each (Nafta in Argentina).
 */
export function FuelName({ fuel }: { fuel: string }) {
  const settings = usePageSettings();
  const code = toFuelCode(fuel);
  return <>{(code !== null ? settings.fuelLabels[code] : undefined) ?? fuel}</>;
}
