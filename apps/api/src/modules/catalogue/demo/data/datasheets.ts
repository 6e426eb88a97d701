import type { CatalogueDatasheet, ConsumptionFigure, Traction, Transmission } from '../../data/types.js';

/*
 * Engines and gearboxes shared by several models, with the figures the brands publish (ethanol
 * first for flex engines). Consumption follows the INMETRO label style: km/l city and road.
 */

export type EngineBlock = CatalogueDatasheet['engine'];

export const ENGINES = {
  firefly10: {
    description: '1.0 Firefly 6V Flex',
    displacementCc: 999,
    cylinders: 3,
    power: [
      { fuel: 'ethanol', cv: 75, rpm: 6_250 },
      { fuel: 'gasoline', cv: 71, rpm: 6_000 },
    ],
    torque: [
      { fuel: 'ethanol', kgfm: 10.7, rpm: 3_250 },
      { fuel: 'gasoline', kgfm: 10.0, rpm: 3_250 },
    ],
  },
  firefly13: {
    description: '1.3 Firefly 8V Flex',
    displacementCc: 1_332,
    cylinders: 4,
    power: [
      { fuel: 'ethanol', cv: 107, rpm: 6_250 },
      { fuel: 'gasoline', cv: 98, rpm: 6_250 },
    ],
    torque: [
      { fuel: 'ethanol', kgfm: 13.7, rpm: 4_000 },
      { fuel: 'gasoline', kgfm: 13.2, rpm: 4_000 },
    ],
  },
  t200: {
    description: '1.0 Turbo 200 Flex',
    displacementCc: 999,
    cylinders: 3,
    power: [
      { fuel: 'ethanol', cv: 130, rpm: 5_750 },
      { fuel: 'gasoline', cv: 125, rpm: 5_750 },
    ],
    torque: [
      { fuel: 'ethanol', kgfm: 20.4, rpm: 1_750 },
      { fuel: 'gasoline', kgfm: 20.4, rpm: 1_750 },
    ],
  },
  t200Hybrid: {
    description: '1.0 Turbo 200 Flex Bio-Hybrid 12V',
    displacementCc: 999,
    cylinders: 3,
    power: [
      { fuel: 'ethanol', cv: 130, rpm: 5_750 },
      { fuel: 'gasoline', cv: 125, rpm: 5_750 },
    ],
    torque: [
      { fuel: 'ethanol', kgfm: 20.4, rpm: 1_750 },
      { fuel: 'gasoline', kgfm: 20.4, rpm: 1_750 },
    ],
  },
  t270: {
    description: '1.3 Turbo 270 Flex',
    displacementCc: 1_332,
    cylinders: 4,
    power: [
      { fuel: 'ethanol', cv: 185, rpm: 5_750 },
      { fuel: 'gasoline', cv: 180, rpm: 5_750 },
    ],
    torque: [
      { fuel: 'ethanol', kgfm: 27.5, rpm: 1_750 },
      { fuel: 'gasoline', kgfm: 27.5, rpm: 1_750 },
    ],
  },
  multijet22: {
    description: '2.2 Turbodiesel Multijet',
    displacementCc: 2_184,
    cylinders: 4,
    power: [{ fuel: 'diesel', cv: 200, rpm: 3_500 }],
    torque: [{ fuel: 'diesel', kgfm: 45.9, rpm: 1_500 }],
  },
  hurricane20: {
    description: '2.0 Turbo Hurricane 4',
    displacementCc: 1_995,
    cylinders: 4,
    power: [{ fuel: 'gasoline', cv: 272, rpm: 5_200 }],
    torque: [{ fuel: 'gasoline', kgfm: 40.8, rpm: 3_000 }],
  },
  compass4xe: {
    description: '1.3 Turbo + motor elétrico traseiro (plug-in)',
    displacementCc: 1_332,
    cylinders: 4,
    power: [{ fuel: 'combined', cv: 240 }],
    torque: [{ fuel: 'combined', kgfm: 53.0 }],
  },
  pentastar36: {
    description: '3.6 V6 Pentastar',
    displacementCc: 3_604,
    cylinders: 6,
    power: [{ fuel: 'gasoline', cv: 295, rpm: 6_400 }],
    torque: [{ fuel: 'gasoline', kgfm: 36.3, rpm: 4_000 }],
  },
  hemi57: {
    description: '5.7 V8 HEMI',
    displacementCc: 5_654,
    cylinders: 8,
    power: [{ fuel: 'gasoline', cv: 365, rpm: 5_150 }],
    torque: [{ fuel: 'gasoline', kgfm: 53.6, rpm: 4_250 }],
  },
  pacificaHybrid: {
    description: '3.6 V6 + dois motores elétricos (plug-in)',
    displacementCc: 3_604,
    cylinders: 6,
    power: [{ fuel: 'combined', cv: 263 }],
    torque: [{ fuel: 'combined', kgfm: 32.6 }],
  },
  chargerRt: {
    description: 'Dois motores elétricos (dianteiro e traseiro)',
    displacementCc: 0,
    cylinders: 0,
    power: [{ fuel: 'electricity', cv: 496 }],
    torque: [{ fuel: 'electricity', kgfm: 55.9 }],
  },
  chargerScatPack: {
    description: 'Dois motores elétricos com Direct Connection Stage 2',
    displacementCc: 0,
    cylinders: 0,
    power: [{ fuel: 'electricity', cv: 680 }],
    torque: [{ fuel: 'electricity', kgfm: 85.9 }],
  },
  bluehdi16: {
    description: '1.6 BlueHDi Turbodiesel',
    displacementCc: 1_560,
    cylinders: 4,
    power: [{ fuel: 'diesel', cv: 115, rpm: 3_500 }],
    torque: [{ fuel: 'diesel', kgfm: 30.6, rpm: 1_750 }],
  },
  thp16: {
    description: '1.6 THP Turbo',
    displacementCc: 1_598,
    cylinders: 4,
    power: [{ fuel: 'gasoline', cv: 165, rpm: 6_000 }],
    torque: [{ fuel: 'gasoline', kgfm: 24.5, rpm: 1_400 }],
  },
  puretechHybrid: {
    description: '1.2 PureTech Turbo Hybrid 48V',
    displacementCc: 1_199,
    cylinders: 3,
    power: [{ fuel: 'combined', cv: 145, rpm: 5_500 }],
    torque: [{ fuel: 'combined', kgfm: 23.5, rpm: 1_750 }],
  },
  e208: {
    description: 'Motor elétrico síncrono de ímãs permanentes',
    displacementCc: 0,
    cylinders: 0,
    power: [{ fuel: 'electricity', cv: 136 }],
    torque: [{ fuel: 'electricity', kgfm: 26.5 }],
  },
  leapmotorBev: {
    description: 'Motor elétrico traseiro de ímãs permanentes',
    displacementCc: 0,
    cylinders: 0,
    power: [{ fuel: 'electricity', cv: 218 }],
    torque: [{ fuel: 'electricity', kgfm: 32.6 }],
  },
  leapmotorReev: {
    description: '1.5 extensor de autonomia + motor elétrico traseiro',
    displacementCc: 1_499,
    cylinders: 4,
    power: [{ fuel: 'electricity', cv: 218 }],
    torque: [{ fuel: 'electricity', kgfm: 32.6 }],
  },
  leapmotorB10: {
    description: 'Motor elétrico traseiro de ímãs permanentes',
    displacementCc: 0,
    cylinders: 0,
    power: [{ fuel: 'electricity', cv: 218 }],
    torque: [{ fuel: 'electricity', kgfm: 24.5 }],
  },
} satisfies Record<string, EngineBlock>;

export function gearbox(
  type: Transmission,
  gears: number,
  traction: Traction = 'FWD',
): CatalogueDatasheet['transmission'] {
  return { type, gears, traction };
}

/** Flex consumption: ethanol then gasoline, city/road km/l. */
export function flex(
  ethanolCity: number,
  ethanolRoad: number,
  gasCity: number,
  gasRoad: number,
): ConsumptionFigure[] {
  return [
    { fuel: 'ethanol', unit: 'km/l', city: ethanolCity, road: ethanolRoad },
    { fuel: 'gasoline', unit: 'km/l', city: gasCity, road: gasRoad },
  ];
}

export function diesel(city: number, road: number): ConsumptionFigure[] {
  return [{ fuel: 'diesel', unit: 'km/l', city, road }];
}

export function gasoline(city: number, road: number): ConsumptionFigure[] {
  return [{ fuel: 'gasoline', unit: 'km/l', city, road }];
}

export function electric(city: number, road: number): ConsumptionFigure[] {
  return [{ fuel: 'electricity', unit: 'km/kWh', city, road }];
}

export function sheet(
  engine: EngineBlock,
  transmission: CatalogueDatasheet['transmission'],
  dimensions: CatalogueDatasheet['dimensions'],
  consumption: ConsumptionFigure[],
  zeroToHundredS: number,
  topSpeedKmh: number,
  battery?: CatalogueDatasheet['battery'],
): CatalogueDatasheet {
  return {
    engine,
    transmission,
    dimensions,
    consumption,
    performance: { zeroToHundredS, topSpeedKmh },
    ...(battery ? { battery } : {}),
  };
}
