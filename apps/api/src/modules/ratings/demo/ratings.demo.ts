import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { ratingCustomerVehicles, ratings } from '../ratings.schema.js';

const DAY_MS = 86_400_000;

interface DemoTarget {
  type: 'dealers' | 'advisors';
  id: string;
  name: string;
  dealerId: string;
  brand: string;
  scores: number[];
}

// Demo opinions: a few dealers and advisors with different averages and counts, so sorting shows.
const TARGETS: readonly DemoTarget[] = [
  {
    type: 'dealers',
    id: '1',
    name: 'Concessionária Paulista',
    dealerId: '1',
    brand: 'fiat',
    scores: [5, 4, 4, 5, 3],
  },
  { type: 'dealers', id: '2', name: 'Auto Sul Veículos', dealerId: '2', brand: 'fiat', scores: [3, 2, 4] },
  {
    type: 'dealers',
    id: '3',
    name: 'Trilha Jeep Campinas',
    dealerId: '3',
    brand: 'jeep',
    scores: [5, 5, 4, 5],
  },
  {
    type: 'dealers',
    id: '4',
    name: 'Rota Norte Multimarcas',
    dealerId: '4',
    brand: 'peugeot',
    scores: [2, 1, 3, 2],
  },
  { type: 'advisors', id: 'adv-ana', name: 'Ana Ribeiro', dealerId: '1', brand: 'fiat', scores: [5, 5, 4] },
  { type: 'advisors', id: 'adv-bruno', name: 'Bruno Castro', dealerId: '2', brand: 'fiat', scores: [3, 4] },
  {
    type: 'advisors',
    id: 'adv-carla',
    name: 'Carla Nunes',
    dealerId: '3',
    brand: 'jeep',
    scores: [4, 5, 5, 4, 5, 3],
  },
];

const SUBJECTS = [
  'Atendimento',
  'Entrega do veículo',
  'Test drive',
  'Negociação',
  'Pós-venda',
  'Documentação',
];
const AUTHORS = ['Mariana S.', 'João P.', 'Fernanda L.', 'Ricardo A.', 'Patrícia M.', 'Gustavo R.'];
const COMMENTS = [
  'Fui muito bem atendido do início ao fim.',
  'Demorou um pouco, mas resolveram tudo.',
  null,
  'Explicaram cada detalhe do financiamento.',
  'Poderia ter mais carros para test drive.',
];

/** Demo opinions and two demo customers: one with a new car (may rate), one with an old one. */
export async function seedRatings(db: Db, today: Date = new Date()): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(ratings);
  if ((existing?.total ?? 0) > 0) return 0;
  const rows = TARGETS.flatMap((target, t) =>
    target.scores.map((score, i) => ({
      targetType: target.type,
      targetId: target.id,
      targetName: target.name,
      dealerId: target.dealerId,
      brand: target.brand,
      rating: score,
      subject: SUBJECTS[(t + i) % SUBJECTS.length] ?? 'Atendimento',
      comment: COMMENTS[(t * 2 + i) % COMMENTS.length] ?? null,
      authorName: AUTHORS[(t + i * 2) % AUTHORS.length] ?? 'Cliente',
      customerId: `demo-customer-${(t + i) % 6}`,
      createdAt: new Date(today.getTime() - (3 + t * 5 + i * 11) * DAY_MS),
    })),
  );
  await db.insert(ratings).values(rows);
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
