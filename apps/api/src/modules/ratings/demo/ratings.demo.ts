import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { ratingCustomerVehicles, ratings } from '../ratings.schema.js';

const DAY_MS = 86_400_000;

/** A dealer of the demo network that gets demo opinions (picked by the demo data's orchestrator). */
export interface DemoRatedDealer {
  id: number;
  name: string;
  brand: string;
  country: string;
}

interface DemoPlan {
  brand: string;
  country: 'BR' | 'AR';
  /** Which of the market's dealers of the brand, in the network's order. */
  nth: number;
  scores: number[];
  advisor?: { id: string; name: string; scores: number[] };
}

// Demo opinions in both markets: dealers and advisors with different averages and counts, so
// sorting shows.
const PLANS: readonly DemoPlan[] = [
  {
    brand: 'fiat',
    country: 'BR',
    nth: 0,
    scores: [5, 4, 4, 5, 3],
    advisor: { id: 'adv-ana', name: 'Ana Ribeiro', scores: [5, 5, 4] },
  },
  {
    brand: 'fiat',
    country: 'BR',
    nth: 1,
    scores: [3, 2, 4],
    advisor: { id: 'adv-bruno', name: 'Bruno Castro', scores: [3, 4] },
  },
  {
    brand: 'jeep',
    country: 'BR',
    nth: 0,
    scores: [5, 5, 4, 5],
    advisor: { id: 'adv-carla', name: 'Carla Nunes', scores: [4, 5, 5, 4, 5, 3] },
  },
  { brand: 'peugeot', country: 'BR', nth: 0, scores: [2, 1, 3, 2] },
  {
    brand: 'fiat',
    country: 'AR',
    nth: 0,
    scores: [5, 4, 5, 4],
    advisor: { id: 'adv-lucia', name: 'Lucía Fernández', scores: [5, 4, 5] },
  },
  { brand: 'fiat', country: 'AR', nth: 1, scores: [3, 4, 2] },
  {
    brand: 'peugeot',
    country: 'AR',
    nth: 0,
    scores: [4, 4, 5],
    advisor: { id: 'adv-martin', name: 'Martín Gómez', scores: [4, 3] },
  },
];

/** What the demo customers of each market wrote, in its language. */
const VOICES = {
  BR: {
    subjects: ['Atendimento', 'Entrega do veículo', 'Test drive', 'Negociação', 'Pós-venda', 'Documentação'],
    authors: ['Mariana S.', 'João P.', 'Fernanda L.', 'Ricardo A.', 'Patrícia M.', 'Gustavo R.'],
    comments: [
      'Fui muito bem atendido do início ao fim.',
      'Demorou um pouco, mas resolveram tudo.',
      null,
      'Explicaram cada detalhe do financiamento.',
      'Poderia ter mais carros para test drive.',
    ],
  },
  AR: {
    subjects: ['Atención', 'Entrega del vehículo', 'Test drive', 'Negociación', 'Posventa', 'Documentación'],
    authors: ['Sofía R.', 'Juan P.', 'Valentina G.', 'Matías L.', 'Camila D.', 'Nicolás F.'],
    comments: [
      'Me atendieron muy bien de principio a fin.',
      'Tardaron un poco, pero resolvieron todo.',
      null,
      'Me explicaron cada detalle de la financiación.',
      'Podrían tener más autos para test drive.',
    ],
  },
} as const;

/**
 * Demo opinions about dealers of the network in both markets, and two demo customers: one with a
 * new car (may rate), one with an old one. A plan whose market has no such dealer is left out.
 */
export async function seedRatings(
  db: Db,
  network: readonly DemoRatedDealer[],
  today: Date = new Date(),
): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(ratings);
  if ((existing?.total ?? 0) > 0) return 0;
  const dealerOf = (plan: DemoPlan) =>
    network.filter((dealer) => dealer.brand === plan.brand && dealer.country === plan.country)[plan.nth];
  const rows = PLANS.flatMap((plan, p) => {
    const dealer = dealerOf(plan);
    if (!dealer) return [];
    const voice = VOICES[plan.country];
    const targets = [
      { type: 'dealers' as const, id: String(dealer.id), name: dealer.name, scores: plan.scores },
      ...(plan.advisor ? [{ type: 'advisors' as const, ...plan.advisor }] : []),
    ];
    return targets.flatMap((target, a) => {
      const t = p * 2 + a;
      return target.scores.map((score, i) => ({
        targetType: target.type,
        targetId: target.id,
        targetName: target.name,
        dealerId: String(dealer.id),
        brand: plan.brand,
        country: plan.country,
        rating: score,
        subject: voice.subjects[(t + i) % voice.subjects.length] ?? voice.subjects[0],
        comment: voice.comments[(t * 2 + i) % voice.comments.length] ?? null,
        authorName: voice.authors[(t + i * 2) % voice.authors.length] ?? voice.authors[0],
        customerId: `demo-customer-${(t + i) % 6}`,
        createdAt: new Date(today.getTime() - (3 + t * 5 + i * 11) * DAY_MS),
      }));
    });
  });
  if (rows.length > 0) await db.insert(ratings).values(rows);
  const day = (offset: number): string =>
    new Date(today.getTime() - offset * DAY_MS).toISOString().slice(0, 10);
  await db.insert(ratingCustomerVehicles).values([
    {
      customerId: 'demo-new-car-owner',
      chassis: '9BD358A4NPYL01234',
      purchaseDate: day(20),
      deliveryDate: day(10),
    },
    {
      customerId: 'demo-old-car-owner',
      chassis: '9BD358A4NPYL05678',
      purchaseDate: day(400),
      deliveryDate: day(390),
    },
  ]);
  return rows.length;
}
