import {
  accessory,
  coating,
  color,
  colorsByCategory,
  defineModel,
  item,
  mutuallyExclusive,
  oneOf,
  paint,
  standardServices,
} from '../build.js';
import { ENGINES, electric, gasoline, gearbox, sheet } from '../datasheets.js';
import type { CatalogueModel } from '../../../data/types.js';

const P = {
  brancoVice: paint('color-branco-vice', 'PW7', 'Branco Vice', '#f2f2f0'),
  pretoPitch: paint('color-preto-pitch', 'PX8', 'Preto Pitch', '#0d0d0f'),
  cinzaDestroyer: paint('color-cinza-destroyer', 'PDNM', 'Cinza Destroyer', '#5c6166'),
  vermelhoGoMango: paint('color-laranja-go-mango', 'PVPP', 'Laranja Go Mango', '#e2571e'),
  vermelhoRedline: paint('color-vermelho-redline', 'PRVP', 'Vermelho Redline', '#b0111c'),
  azulFrostbite: paint('color-azul-frostbite', 'PBXM', 'Azul Frostbite', '#1f5fa8'),
  prataBillet: paint('color-prata-billet', 'PSCM', 'Prata Billet', '#a7a9ab'),
} as const;

const DODGE_PAINT_PRICES = { solid: 2_990_00, metallic: 4_490_00, pearly: 5_990_00 } as const;

// ---------------------------------------------------------------------------------------------
// Durango

const DURANGO_GT = [
  'Motor 3.6 V6 Pentastar de 295 cv',
  'Câmbio automático de 8 marchas',
  'Tração integral AWD',
  'Sete lugares',
  'Central multimídia Uconnect 10,1"',
  'Bancos em couro com aquecimento',
  'Teto solar elétrico',
  'Rodas de liga leve 20"',
];
const DURANGO_RT = [
  ...DURANGO_GT.map((s) => (s.startsWith('Motor') ? 'Motor 5.7 V8 HEMI de 365 cv' : s)),
  'Escapamento esportivo de duplo estágio',
  'Som premium Harman Kardon com 19 alto-falantes',
  'Suspensão esportiva',
];

const durangoDimensions = {
  lengthMm: 5_110,
  widthMm: 1_925,
  heightMm: 1_826,
  wheelbaseMm: 3_040,
  trunkLitres: 487,
  tankLitres: 93,
};

const durango = defineModel({
  brand: 'dodge',
  code: 'WD5',
  name: 'Dodge Durango',
  shortName: 'Durango',
  category: 'suv',
  markets: ['BR'],
  modelYears: [2026],
  tagline: 'SUV de sete lugares com alma de muscle car.',
  arsPerBrl: 400,
  parts: [
    item('pack-blacktop', '9DB', 'Pack Blacktop', 7_990_00, {
      exclusive: ['item-rodas-cromadas'],
      optionalColors: [P.brancoVice.id, P.pretoPitch.id, P.cinzaDestroyer.id, P.vermelhoRedline.id],
      description:
        'Rodas 20" pretas, emblemas e grade escurecidos; não disponível nas cores laranja, azul e prata.',
    }),
    item('item-rodas-cromadas', 'WDC', 'Rodas de liga leve 20" cromadas', 4_990_00, {
      exclusive: ['pack-blacktop'],
    }),
    item('item-engate', 'TOW', 'Pacote de reboque Classe IV', 3_490_00),
    accessory('acc-tapetes', '82215001', 'Jogo de tapetes Mopar (três fileiras)', 890_00),
    accessory('acc-rack-teto', '82215002', 'Barras transversais de teto', 2_490_00),
    accessory('acc-protetor-porta-malas', '82215003', 'Bandeja de porta-malas', 790_00),
    color(P.brancoVice, 0),
    ...colorsByCategory(
      [P.pretoPitch, P.cinzaDestroyer, P.vermelhoRedline, P.vermelhoGoMango, P.azulFrostbite, P.prataBillet],
      DODGE_PAINT_PRICES,
    ),
    coating('coating-couro-preto', '5DP', 'Couro Nappa preto', '#1e1e1f', 0),
    coating('coating-couro-vermelho', '5DV', 'Couro Nappa vermelho Demonic', '#7d1f1f', 4_990_00),
  ],
  services: standardServices('dodge-durango', 469_990_00),
  versions: [
    {
      versionCode: 'GT6',
      seriesCode: '1',
      name: 'GT 3.6 V6 AWD',
      gear: 'Automático 8 marchas',
      engine: '3.6 V6 Pentastar',
      doors: 4,
      fuel: 'Gas',
      basePrice: 469_990_00,
      serialItems: DURANGO_GT,
      datasheet: sheet(
        ENGINES.pentastar36,
        gearbox('automatic', 8, 'AWD'),
        durangoDimensions,
        gasoline(6.4, 8.9),
        7.8,
        210,
      ),
      defaultColorId: P.brancoVice.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'RT8',
      seriesCode: '2',
      name: 'R/T 5.7 V8 HEMI AWD',
      gear: 'Automático 8 marchas',
      engine: '5.7 V8 HEMI',
      doors: 4,
      fuel: 'Gas',
      basePrice: 549_990_00,
      serialItems: DURANGO_RT,
      highlights: ['V8 HEMI de 365 cv', 'Escapamento de duplo estágio', 'Som Harman Kardon'],
      datasheet: sheet(
        ENGINES.hemi57,
        gearbox('automatic', 8, 'AWD'),
        durangoDimensions,
        gasoline(5.3, 7.6),
        6.2,
        225,
      ),
      defaultColorId: P.brancoVice.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Charger Daytona

const CHARGER_RT = [
  'Dois motores elétricos com tração integral',
  'Bateria de 100,5 kWh',
  'Recarga rápida DC até 183 kW',
  'Fratzonic Chambered Exhaust',
  'Painel digital 16" e central multimídia 12,3"',
  'Modo PowerShot com 40 cv extras por 15 segundos',
  'Rodas de liga leve 20"',
];
const CHARGER_SCAT = [
  ...CHARGER_RT,
  'Direct Connection Stage 2 de 680 cv',
  'Launch Control e Drift Mode',
  'Freios Brembo com pinças de seis pistões',
  'Suspensão adaptativa',
];

const chargerDimensions = {
  lengthMm: 5_247,
  widthMm: 2_028,
  heightMm: 1_498,
  wheelbaseMm: 3_076,
  trunkLitres: 631,
};

const charger = defineModel({
  brand: 'dodge',
  code: 'LB2',
  name: 'Dodge Charger Daytona',
  shortName: 'Charger',
  category: 'coupe',
  markets: ['BR'],
  modelYears: [2026],
  tagline: 'O primeiro muscle car elétrico, com até 680 cv.',
  signature: { lamps: 'bar' },
  arsPerBrl: 400,
  parts: [
    ...mutuallyExclusive(
      [
        item('item-rodas-20-forjadas', 'WF0', 'Rodas forjadas 20" pretas', 9_990_00),
        item('item-rodas-20-bronze', 'WB0', 'Rodas 20" bronze Warp Speed', 6_990_00),
      ],
      ['item-rodas-20-forjadas', 'item-rodas-20-bronze'],
    ),
    item('item-teto-vidro', 'GWC', 'Teto de vidro fixo', 5_990_00),
    accessory('acc-carregador-parede', '82216001', 'Carregador de parede 11 kW com instalação', 9_990_00),
    accessory('acc-tapetes', '82216002', 'Jogo de tapetes Mopar', 890_00),
    accessory('acc-capa', '82216003', 'Capa de proteção sob medida', 1_990_00),
    color(P.brancoVice, 0),
    ...colorsByCategory(
      [P.pretoPitch, P.cinzaDestroyer, P.vermelhoRedline, P.vermelhoGoMango, P.azulFrostbite],
      DODGE_PAINT_PRICES,
    ),
    coating('coating-tecido', '0DC', 'Tecido preto com detalhes em cobre', '#2c2d30', 0),
    coating('coating-couro-preto', '5DC', 'Couro preto perfurado', '#1e1e1f', 6_990_00),
  ],
  groups: [oneOf('wheels', 'Escolha as rodas', ['item-rodas-20-forjadas', 'item-rodas-20-bronze'])],
  services: standardServices('dodge-charger', 549_990_00),
  versions: [
    {
      versionCode: 'DRT',
      seriesCode: '1',
      name: 'Daytona R/T AWD',
      gear: 'Automático de uma marcha',
      engine: 'Elétrico 496 cv',
      doors: 2,
      fuel: 'Electric',
      basePrice: 549_990_00,
      serialItems: CHARGER_RT,
      datasheet: sheet(
        ENGINES.chargerRt,
        gearbox('single-speed', 1, 'AWD'),
        chargerDimensions,
        electric(4.6, 4.0),
        4.7,
        201,
        { capacityKwh: 100.5, rangeKm: 440 },
      ),
      defaultColorId: P.brancoVice.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'DSP',
      seriesCode: '2',
      name: 'Daytona Scat Pack AWD',
      gear: 'Automático de uma marcha',
      engine: 'Elétrico 680 cv',
      doors: 2,
      fuel: 'Electric',
      basePrice: 699_990_00,
      serialItems: CHARGER_SCAT,
      highlights: ['680 cv com Stage 2', '0 a 100 km/h em 3,4 s', 'Freios Brembo'],
      datasheet: sheet(
        ENGINES.chargerScatPack,
        gearbox('single-speed', 1, 'AWD'),
        chargerDimensions,
        electric(4.1, 3.6),
        3.4,
        216,
        { capacityKwh: 100.5, rangeKm: 385 },
      ),
      defaultColorId: P.brancoVice.id,
      defaultCoatingId: 'coating-tecido',
    },
  ],
});

export const DODGE_MODELS: readonly CatalogueModel[] = [durango, charger];
