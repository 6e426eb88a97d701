import {
  financingCommercialConditions,
  financingCoupons,
  financingPlans,
  financingProposalDocuments,
  financingProposalSubmissions,
  financingProposals,
  financingSimulations,
} from '../modules/financing/financing.schema.js';
import { sharedBuilds } from '../modules/builds/builds.schema.js';
import {
  catalogueGroups,
  catalogueModels,
  catalogueParts,
  catalogueServices,
  catalogueVersions,
} from '../modules/catalogue/catalogue.schema.js';
import { prices } from '../modules/prices/prices.schema.js';
import { pageSettings } from '../modules/settings/settings.schema.js';
import { stock } from '../modules/stock/stock.schema.js';
import { stockUnits } from '../modules/stock/stock-units.schema.js';
import {
  orderDocuments,
  orderEvents,
  orderFeedback,
  orderIdentityEvents,
  orderSelfies,
  orders,
  paymentWebhookEvents,
  payments,
  reservationCampaigns,
} from '../modules/reservations/reservations.schema.js';
import { authIdentities, authSessions, authTokens, signInFailures } from '../modules/auth/auth.schema.js';
import { garageCars } from '../modules/garage/garage.schema.js';
import { accountDeletions, consentRecords } from '../modules/privacy/privacy.schema.js';
import { users } from '../modules/users/users.schema.js';
import { contactMessages } from '../modules/contact/contact.schema.js';
import {
  crmSandboxReceipts,
  crmSandboxState,
  integrationLog,
  journeyIntegrationErrors,
  outboxMessages,
} from '../modules/integration-log/integration-log.schema.js';
import { leads, userAnalyticsEvents } from '../modules/leads/leads.schema.js';
import { periodicJobRuns } from './schema/periodic-jobs.js';
import { ratingCustomerVehicles, ratings } from '../modules/ratings/ratings.schema.js';
import { recallCampaigns, recallRepairs, vehicleRegistry } from '../modules/recalls/recalls.schema.js';
import { maintenancePrices } from '../modules/maintenance/maintenance.schema.js';
import { testDrives } from '../modules/test-drives/test-drives.schema.js';
import { quotations } from '../modules/quotations/quotations.schema.js';
import { dealerVisits } from '../modules/quotations/dealer-visits.schema.js';
import { dealerWorkingPrices } from '../modules/dealer-prices/dealer-prices.schema.js';
import {
  dealerGroups,
  dealers,
  influenceAreaCities,
  influenceAreas,
  regionals,
  zones,
} from '../modules/dealers/dealers.schema.js';
import { rentalFiles, rentalOffers, rentalProposalEvents, rentalProposals, rentalUsers } from '../modules/rental/rental.schema.js';
import { b2ePartnerCompanies, b2ePartnerPeople, b2eValidations } from '../modules/b2e/b2e.schema.js';
import { clubDependents, clubMembers } from '../modules/discount-club/discount-club.schema.js';
import { brands, cities, markets, states } from './schema/reference.js';

/** Every table of the database, for Drizzle's typed queries (each module keeps its own file). */
export const tables = {
  brands,
  markets,
  states,
  cities,
  pageSettings,
  financingPlans,
  financingCommercialConditions,
  financingCoupons,
  financingProposalSubmissions,
  financingSimulations,
  financingProposals,
  financingProposalDocuments,
  catalogueModels,
  catalogueVersions,
  catalogueParts,
  catalogueGroups,
  catalogueServices,
  prices,
  stock,
  stockUnits,
  reservationCampaigns,
  orders,
  orderEvents,
  orderDocuments,
  orderFeedback,
  orderSelfies,
  orderIdentityEvents,
  payments,
  paymentWebhookEvents,
  sharedBuilds,
  users,
  authSessions,
  authTokens,
  authIdentities,
  signInFailures,
  garageCars,
  consentRecords,
  accountDeletions,
  outboxMessages,
  periodicJobRuns,
  integrationLog,
  journeyIntegrationErrors,
  crmSandboxReceipts,
  crmSandboxState,
  leads,
  userAnalyticsEvents,
  testDrives,
  quotations,
  dealerVisits,
  dealerWorkingPrices,
  ratings,
  ratingCustomerVehicles,
  recallCampaigns,
  recallRepairs,
  vehicleRegistry,
  maintenancePrices,
  contactMessages,
  dealerGroups,
  dealers,
  influenceAreas,
  influenceAreaCities,
  regionals,
  zones,
  rentalProposals,
  rentalProposalEvents,
  rentalFiles,
  rentalUsers,
  rentalOffers,
  b2ePartnerCompanies,
  b2ePartnerPeople,
  b2eValidations,
  clubMembers,
  clubDependents,
};
export type Tables = typeof tables;
