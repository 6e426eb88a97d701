import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { recallCampaigns, recallRepairs, vehicleRegistry } from '../recalls.schema.js';

type Campaign = typeof recallCampaigns.$inferInsert;

/** Demo campaigns: their ranges reach the demo registry's cars below. */
const CAMPAIGNS: Campaign[] = [
  {
    code: 'FI-2026-014',
    brand: 'fiat',
    country: 'BR',
    title: 'Pulse — fixação do airbag do passageiro',
    description:
      'Em alguns veículos, a fixação do módulo do airbag do passageiro pode ter torque abaixo do especificado.',
    risk: 'Em caso de colisão, o airbag pode não se posicionar corretamente, aumentando o risco de lesões.',
    remedy: 'Reaperto dos parafusos de fixação do módulo do airbag com o torque especificado.',
    modelName: 'Pulse',
    vinPrefix: '9BD363A1',
    serialFrom: 100_000,
    serialTo: 149_999,
    startsOn: '2026-09-15',
    durationMinutes: 45,
  },
  {
    code: 'FI-2025-031',
    brand: 'fiat',
    country: 'BR',
    title: 'Pulse — atualização do software da central eletrônica',
    description:
      'Atualização do software da central eletrônica do motor para evitar desligamentos em marcha lenta.',
    risk: 'O motor pode desligar em marcha lenta, com perda da assistência de direção.',
    remedy: 'Atualização gratuita do software da central eletrônica do motor.',
    modelName: 'Pulse',
    vinPrefix: '9BD363A1',
    serialFrom: 120_000,
    serialTo: 180_000,
    startsOn: '2025-11-03',
    durationMinutes: 30,
  },
  {
    code: 'JE-2026-007',
    brand: 'jeep',
    country: 'BR',
    title: 'Compass — bomba de combustível',
    description: 'A bomba de combustível de alguns veículos pode apresentar desgaste prematuro do rotor.',
    risk: 'O motor pode parar de funcionar com o veículo em movimento, aumentando o risco de acidentes.',
    remedy: 'Substituição gratuita da bomba de combustível.',
    modelName: 'Compass',
    vinPrefix: '98861112',
    serialFrom: 500_000,
    serialTo: 560_000,
    startsOn: '2026-06-20',
    durationMinutes: 120,
  },
  {
    code: 'PE-2026-003',
    brand: 'peugeot',
    country: 'AR',
    title: '208 — cinturón de seguridad trasero',
    description: 'El anclaje del cinturón trasero central puede no estar fijado con el torque correcto.',
    risk: 'En un choque, el cinturón podría no retener al ocupante.',
    remedy: 'Control y ajuste sin cargo del anclaje del cinturón trasero central.',
    modelName: '208',
    vinPrefix: '8AD2A',
    serialFrom: 10_000,
    serialTo: 20_000,
    startsOn: '2026-08-01',
    durationMinutes: 40,
  },
];

/** Demo registry: plate → chassis, as the registry partner would answer. */
const REGISTRY = [
  {
    plate: 'RCL1A23',
    chassis: '9BD363A1SPY123456',
    brand: 'fiat',
    modelName: 'Pulse Audace',
    modelYear: 2026,
  },
  {
    plate: 'RCL2B34',
    chassis: '9BD363A1SPY160001',
    brand: 'fiat',
    modelName: 'Pulse Drive',
    modelYear: 2025,
  },
  {
    plate: 'RCL3C45',
    chassis: '9BD363A1SPY190000',
    brand: 'fiat',
    modelName: 'Pulse Drive',
    modelYear: 2025,
  },
  {
    plate: 'JEP4D56',
    chassis: '988611125RK512345',
    brand: 'jeep',
    modelName: 'Compass Longitude',
    modelYear: 2025,
  },
  // Argentine cars: a Mercosur plate and a 1995-layout one.
  {
    plate: 'AE123BC',
    chassis: '8AD2AN6AXPG012345',
    brand: 'peugeot',
    modelName: '208 Allure',
    modelYear: 2025,
  },
  {
    plate: 'KJH456',
    chassis: '8AD2AN6AXPG099999',
    brand: 'peugeot',
    modelName: '208 Active',
    modelYear: 2015,
  },
];

/** Fills the recall campaigns and the demo registry when empty. */
export async function seedRecalls(db: Db): Promise<number> {
  const [existing] = await db.select({ rows: count() }).from(recallCampaigns);
  if ((existing?.rows ?? 0) > 0) return 0;
  await db.insert(recallCampaigns).values(CAMPAIGNS);
  await db.insert(vehicleRegistry).values(REGISTRY);
  // The second Pulse already had its software updated.
  await db.insert(recallRepairs).values({
    chassis: '9BD363A1SPY160001',
    campaignCode: 'FI-2025-031',
    dealerCode: '010001',
    performedAt: new Date('2026-01-12T14:00:00Z'),
  });
  return CAMPAIGNS.length;
}
