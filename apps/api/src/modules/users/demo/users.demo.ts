import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { hashPassword } from '../../../lib/password-hashing.js';
import { users } from '../users.schema.js';

/** Password of every demo account (development only; listed in the README). */
export const DEMO_PASSWORD = 'Autohub!2026';

/** Stands for the demo dealer's code: replaced by the seed with a dealer of the network. */
const DEMO_DEALER = 'DEMO-DEALER';

/** Stands for the Argentine demo dealer's code (a Fiat dealer of Argentina). */
const DEMO_DEALER_AR = 'DEMO-DEALER-AR';

/** A customer and a staff member per main role, to try each side of the platform. */
export const DEMO_ACCOUNTS = [
  { email: 'cliente@autohub.dev', name: 'Cliente Demonstração', roles: ['customer'], dealerCodes: [] },
  // Support: accounts, and the integration failures desk (decision 006).
  {
    email: 'suporte@autohub.dev',
    name: 'Suporte Demonstração',
    roles: ['user_admin', 'integration_error_manager'],
    dealerCodes: [],
  },
  {
    email: 'vendedor@autohub.dev',
    name: 'Vendedor Demonstração',
    roles: ['user_dealer'],
    dealerCodes: [DEMO_DEALER],
  },
  {
    email: 'gerente@autohub.dev',
    name: 'Gerente Demonstração',
    roles: ['dealer_manager'],
    dealerCodes: [DEMO_DEALER],
  },
  {
    email: 'vendedor.ar@autohub.dev',
    name: 'Vendedor Argentina',
    roles: ['user_dealer'],
    dealerCodes: [DEMO_DEALER_AR],
  },
  {
    email: 'oficina@autohub.dev',
    name: 'Oficina Demonstração',
    roles: ['repairman'],
    dealerCodes: [DEMO_DEALER],
  },
  // The same dealer's management system: its sales feed reports deliveries (decision 006).
  {
    email: 'dms@autohub.dev',
    name: 'DMS Demonstração',
    roles: ['dms'],
    dealerCodes: [DEMO_DEALER],
  },
  { email: 'ofertas@autohub.dev', name: 'Ofertas Demonstração', roles: ['offer_admin'], dealerCodes: [] },
  { email: 'servicos@autohub.dev', name: 'Serviços Demonstração', roles: ['service_admin'], dealerCodes: [] },
  // Back office: reads every dealer's quotations, reports, leads and factory stock (decision 018).
  {
    email: 'regional@autohub.dev',
    name: 'Gerente Regional Demonstração',
    roles: ['regional_manager'],
    dealerCodes: [],
  },
  {
    email: 'locacao@autohub.dev',
    name: 'Locação Demonstração',
    roles: ['lead_queue_manager'],
    dealerCodes: [],
  },
] as const;

/**
 * Demo accounts, confirmed and ready to sign in, into an empty users table. Never in production:
 * their password is public.
 */
export async function seedDemoAccounts(
  db: Db,
  options: { dealerCodes?: readonly string[]; argentineDealerCodes?: readonly string[] } = {},
  nodeEnv = process.env.NODE_ENV,
): Promise<number> {
  if (nodeEnv === 'production') return 0;
  const [existing] = await db.select({ rows: count() }).from(users);
  if ((existing?.rows ?? 0) > 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const confirmedAt = new Date();
  await db.insert(users).values(
    DEMO_ACCOUNTS.map((account) => ({
      id: randomUUID(),
      email: account.email,
      name: account.name,
      passwordHash,
      emailConfirmedAt: confirmedAt,
      roles: [...account.roles],
      // The dealer desk accounts work at the network's demo dealer when the seed found one.
      dealerCodes: account.dealerCodes.flatMap((code: string) => {
        if (code === DEMO_DEALER && options.dealerCodes) return [...options.dealerCodes];
        if (code === DEMO_DEALER_AR) return [...(options.argentineDealerCodes ?? [])];
        return [code];
      }),
    })),
  );
  return DEMO_ACCOUNTS.length;
}
