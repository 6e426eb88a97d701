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
  brancoPolar: paint('color-branco-polar', 'LW01', 'Branco Polar', '#f3f4f4'),
  pretoNoite: paint('color-preto-noite', 'LK02M', 'Preto Noite', '#131416'),
  cinzaLunar: paint('color-cinza-lunar', 'LG03M', 'Cinza Lunar', '#9ea2a5'),
  verdeAurora: paint('color-verde-aurora', 'LN04P', 'Verde Aurora', '#6f8f85'),
  azulNebula: paint('color-azul-nebula', 'LB05M', 'Azul Nebula', '#36506e'),
} as const;

const LEAPMOTOR_PAINT_PRICES = { solid: 0, metallic: 2_500_00, pearly: 3_500_00 } as const;

// ---------------------------------------------------------------------------------------------
// C10

const C10_BEV = [
  'Motor elétrico traseiro de 218 cv',
  'Bateria LFP de 69,9 kWh',
  'Recarga rápida DC até 84 kW',
  'Tela central de 14,6" com processador Snapdragon 8155',
  'Painel de instrumentos digital 10,25"',
  'Teto panorâmico de vidro',
  'Bancos dianteiros com aquecimento e ventilação',
  'Pacote ADAS com 15 funções',
  'Seis airbags',
];
const C10_REEV = [
  ...C10_BEV.map((s) => (s.startsWith('Bateria') ? 'Bateria LFP de 28,4 kWh' : s)),
  'Extensor de autonomia 1.5 a gasolina',
  'Autonomia combinada de até 970 km',
];

const c10Dimensions = {
  lengthMm: 4_739,
  widthMm: 1_900,
  heightMm: 1_680,
  wheelbaseMm: 2_825,
  trunkLitres: 435,
};

const c10 = defineModel({
  brand: 'leapmotor',
  code: 'C10',
  name: 'Leapmotor C10',
  shortName: 'C10',
  category: 'suv',
  markets: ['BR', 'AR'],
  modelYears: [2026],
  tagline: 'SUV médio elétrico ou com extensor de autonomia.',
  arsPerBrl: 380,
  parts: [
    ...mutuallyExclusive(
      [
        item('item-rodas-18', 'LR18', 'Rodas aerodinâmicas 18"', 1_500_00),
        item('item-rodas-20', 'LR20', 'Rodas de liga leve 20" esportivas', 3_900_00),
      ],
      ['item-rodas-18', 'item-rodas-20'],
    ),
    item('item-som-premium', 'LSP', 'Som premium com 12 alto-falantes', 2_900_00),
    accessory('acc-wallbox', 'LAW001', 'Wallbox 7 kW com instalação', 5_990_00),
    accessory('acc-tapetes', 'LAT002', 'Jogo de tapetes em TPE', 490_00),
    accessory('acc-cabo-v2l', 'LAV003', 'Adaptador V2L para tomadas externas', 1_290_00),
    color(P.brancoPolar, 0),
    ...colorsByCategory([P.pretoNoite, P.cinzaLunar, P.verdeAurora, P.azulNebula], LEAPMOTOR_PAINT_PRICES),
    coating('coating-couro-preto', 'LC01', 'Couro ecológico preto', '#1e1e1f', 0),
    coating('coating-couro-bege', 'LC02', 'Couro ecológico bege e cinza', '#b9a78a', 1_500_00),
  ],
  groups: [oneOf('wheels', 'Escolha as rodas', ['item-rodas-18', 'item-rodas-20'])],
  services: standardServices('leapmotor-c10', 189_990_00),
  versions: [
    {
      versionCode: 'BEV',
      seriesCode: '1',
      name: 'Design BEV',
      gear: 'Automático de uma marcha',
      engine: 'Elétrico 218 cv',
      doors: 4,
      fuel: 'Electric',
      basePrice: 189_990_00,
      serialItems: C10_BEV,
      datasheet: sheet(
        ENGINES.leapmotorBev,
        gearbox('single-speed', 1, 'RWD'),
        c10Dimensions,
        electric(6.1, 5.2),
        7.9,
        170,
        { capacityKwh: 69.9, rangeKm: 338 },
      ),
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'REV',
      seriesCode: '1',
      name: 'Design REEV',
      gear: 'Automático de uma marcha',
      engine: 'Elétrico 218 cv com extensor 1.5',
      doors: 4,
      fuel: 'Hybrid',
      basePrice: 199_990_00,
      serialItems: C10_REEV,
      highlights: ['Até 970 km de autonomia', '145 km em modo elétrico', 'Teto panorâmico'],
      datasheet: sheet(
        ENGINES.leapmotorReev,
        gearbox('single-speed', 1, 'RWD'),
        { ...c10Dimensions, tankLitres: 50 },
        gasoline(16.5, 14.3),
        8.5,
        170,
        { capacityKwh: 28.4, rangeKm: 145 },
      ),
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// B10

const B10_PRO = [
  'Motor elétrico traseiro de 218 cv',
  'Bateria LFP de 56,2 kWh',
  'Tela central de 14,6"',
  'Painel de instrumentos digital 8,8"',
  'Pacote ADAS com frenagem autônoma',
  'Seis airbags',
  'Rodas de liga leve 18"',
];
const B10_DESIGN = [
  ...B10_PRO.map((s) => (s.startsWith('Bateria') ? 'Bateria LFP de 67,1 kWh' : s)),
  'Teto panorâmico de vidro',
  'Bancos dianteiros com aquecimento e ventilação',
  'Sensor LiDAR e condução assistida em rodovia',
];

const b10Dimensions = {
  lengthMm: 4_515,
  widthMm: 1_885,
  heightMm: 1_655,
  wheelbaseMm: 2_735,
  trunkLitres: 430,
};

const b10 = defineModel({
  brand: 'leapmotor',
  code: 'B10',
  name: 'Leapmotor B10',
  shortName: 'B10',
  category: 'suv',
  markets: ['BR'],
  modelYears: [2026],
  tagline: 'SUV compacto elétrico com tração traseira.',
  arsPerBrl: 380,
  parts: [
    item('item-teto-panoramico', 'LTP', 'Teto panorâmico de vidro', 3_500_00),
    item('item-rodas-19', 'LR19', 'Rodas de liga leve 19" bicolores', 2_900_00),
    accessory('acc-wallbox', 'LAW101', 'Wallbox 7 kW com instalação', 5_990_00),
    accessory('acc-tapetes', 'LAT102', 'Jogo de tapetes em TPE', 450_00),
    color(P.brancoPolar, 0),
    ...colorsByCategory([P.pretoNoite, P.cinzaLunar, P.verdeAurora], LEAPMOTOR_PAINT_PRICES),
    coating('coating-couro-preto', 'LC11', 'Couro ecológico preto', '#1e1e1f', 0),
  ],
  services: standardServices('leapmotor-b10', 149_990_00),
  versions: [
    {
      versionCode: 'PRO',
      seriesCode: '1',
      name: 'Pro',
      gear: 'Automático de uma marcha',
      engine: 'Elétrico 218 cv',
      doors: 4,
      fuel: 'Electric',
      basePrice: 149_990_00,
      serialItems: B10_PRO,
      datasheet: sheet(
        ENGINES.leapmotorB10,
        gearbox('single-speed', 1, 'RWD'),
        b10Dimensions,
        electric(6.6, 5.6),
        7.8,
        170,
        { capacityKwh: 56.2, rangeKm: 292 },
      ),
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'DSG',
      seriesCode: '2',
      name: 'Design',
      gear: 'Automático de uma marcha',
      engine: 'Elétrico 218 cv',
      doors: 4,
      fuel: 'Electric',
      basePrice: 169_990_00,
      serialItems: B10_DESIGN,
      highlights: ['Autonomia de 330 km (PBEV)', 'Teto panorâmico', 'Sensor LiDAR'],
      datasheet: sheet(
        ENGINES.leapmotorB10,
        gearbox('single-speed', 1, 'RWD'),
        b10Dimensions,
        electric(6.4, 5.4),
        8.0,
        170,
        { capacityKwh: 67.1, rangeKm: 330 },
      ),
      withoutParts: ['item-teto-panoramico'],
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

export const LEAPMOTOR_MODELS: readonly CatalogueModel[] = [c10, b10];
