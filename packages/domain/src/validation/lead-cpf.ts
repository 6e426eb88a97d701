/** The page settings that decide whether a lead may go without a CPF (spec §3). */
export interface LeadWithoutCpfSettings {
  allowLeadsWithoutCpf: boolean;
  enabledLeadsWithoutCpfRegardlessCitiesAndDealers: boolean;
  /** IBGE city codes. */
  allowedCitiesWithoutCpf: readonly string[];
  /** Dealer ids. */
  allowedDealersWithoutCpf: readonly string[];
}

/** Where the lead comes from: the buyer's city and the chosen dealer, when known. */
export interface LeadOrigin {
  ibgeCityCode?: string | null;
  dealerId?: string | null;
}

/**
 * Whether a lead may be sent without a CPF (spec §5): only when `allowLeadsWithoutCpf` is set AND
 * (the setting applies everywhere, or the city's IBGE code is allowed, or the dealer is allowed).
 */
export function isLeadWithoutCpfAllowed(settings: LeadWithoutCpfSettings, origin: LeadOrigin): boolean {
  if (!settings.allowLeadsWithoutCpf) return false;
  if (settings.enabledLeadsWithoutCpfRegardlessCitiesAndDealers) return true;
  const city = origin.ibgeCityCode;
  const dealer = origin.dealerId;
  return (
    (city != null && settings.allowedCitiesWithoutCpf.includes(city)) ||
    (dealer != null && settings.allowedDealersWithoutCpf.includes(dealer))
  );
}
