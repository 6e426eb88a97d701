// Every api module of the platform, one line each: the app, Drizzle's table list, the seed and the
// outbox worker read this list (see docs/adding-a-module.md). A module is its folder plus its line here.

export { accountRecordsModule } from './account-records/account-records.module.js';
export { authModule } from './auth/auth.module.js';
export { b2eModule } from './b2e/b2e.module.js';
export { buildsModule } from './builds/builds.module.js';
export { catalogueModule } from './catalogue/catalogue.module.js';
export { contactModule } from './contact/contact.module.js';
export { dealerPricesModule } from './dealer-prices/dealer-prices.module.js';
export { dealersModule } from './dealers/dealers.module.js';
export { discountClubModule } from './discount-club/discount-club.module.js';
export { filesModule } from './files/files.module.js';
export { financingModule } from './financing/financing.module.js';
export { garageModule } from './garage/garage.module.js';
export { healthModule } from './health/health.module.js';
export { integrationLogModule } from './integration-log/integration-log.module.js';
export { leadsModule } from './leads/leads.module.js';
export { locationsModule } from './locations/locations.module.js';
export { maintenanceModule } from './maintenance/maintenance.module.js';
export { paymentsModule } from './payments/payments.module.js';
export { pricesModule } from './prices/prices.module.js';
export { privacyModule } from './privacy/privacy.module.js';
export { quotationsModule } from './quotations/quotations.module.js';
export { ratingsModule } from './ratings/ratings.module.js';
export { recallsModule } from './recalls/recalls.module.js';
export { rentalModule } from './rental/rental.module.js';
export { reservationsModule } from './reservations/reservations.module.js';
export { settingsModule } from './settings/settings.module.js';
export { stockModule } from './stock/stock.module.js';
export { testDrivesModule } from './test-drives/test-drives.module.js';
export { usersModule } from './users/users.module.js';
