import { BRAND_SLUGS, BRANDS } from '@autohub/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { reservationCampaigns } from '../reservations.schema.js';

/**
 * The demo online-reservation campaigns: in every market, a reservation fee (R$ 2,000 in Brazil,
 * $ 500,000 in Argentina) paid online with the rest at delivery; Fiat Brazil also sells at full
 * price online. Staff replace these rows with the brand's real campaigns.
 */
export async function seedReservationCampaigns(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(reservationCampaigns);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows: (typeof reservationCampaigns.$inferInsert)[] = [];
  for (const brand of BRAND_SLUGS) {
    const name = BRANDS[brand].name;
    rows.push(
      {
        id: `${brand}-br-reserva`,
        brand,
        country: 'BR',
        name: `Reserva online ${name}`,
        reservationType: 'focus',
        fundingType: 'PSA',
        charge: 'FEE',
        feeCents: 200_000,
      },
      {
        id: `${brand}-ar-reserva`,
        brand,
        country: 'AR',
        name: `Reserva online ${name}`,
        reservationType: 'focus',
        fundingType: 'PSA',
        charge: 'FEE',
        feeCents: 50_000_000,
      },
    );
  }
  rows.push({
    id: 'fiat-br-compra-integral',
    brand: 'fiat',
    country: 'BR',
    name: 'Compra online Fiat',
    reservationType: 'labeled',
    fundingType: 'B2',
    charge: 'FULL_PRICE',
    feeCents: 0,
  });
  await db.insert(reservationCampaigns).values(rows);
  return rows.length;
}
