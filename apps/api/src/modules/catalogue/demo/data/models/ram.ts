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
import { ENGINES, diesel, gasoline, gearbox, sheet } from '../datasheets.js';
import type { CatalogueModel } from '../../../data/types.js';

const P = {
  brancoBright: paint('color-branco-bright', 'PW7', 'Branco Bright', '#f4f4f2'),
  pretoDiamond: paint('color-preto-diamond', 'PXRM', 'Preto Diamond', '#121316'),
  cinzaBillet: paint('color-cinza-billet', 'PSCM', 'Cinza Billet', '#9a9c9e'),
  cinzaGranite: paint('color-cinza-granite', 'PAUM', 'Cinza Granite', '#4b4e52'),
  vermelhoDelmonico: paint('color-vermelho-delmonico', 'PRPP', 'Vermelho Delmonico', '#7a1420'),
  azulPatriot: paint('color-azul-patriot', 'PBUP', 'Azul Patriot', '#1e355e'),
  verdeOlive: paint('color-verde-olive', 'PGO', 'Verde Olive', '#5b5f44'),
} as const;

const RAM_PAINT_PRICES = { solid: 2_190_00, metallic: 3_490_00, pearly: 4_490_00 } as const;

// ---------------------------------------------------------------------------------------------
// Rampage

const RAMPAGE_REBEL = [
  'Motor 2.2 turbodiesel de 200 cv',
  'Câmbio automático de 9 marchas',
  'Tração 4x4 sob demanda com modo Rock',
  'Central multimídia 10,1" com Android Auto e Apple CarPlay sem fio',
  'Painel de instrumentos digital 10,25"',
  'Pneus de uso misto',
  'Ganchos de reboque vermelhos',
  'Sete airbags',
];
const RAMPAGE_LARAMIE = [
  ...RAMPAGE_REBEL.filter((s) => s !== 'Pneus de uso misto' && s !== 'Ganchos de reboque vermelhos'),
  'Bancos em couro com aquecimento e ventilação',
  'Som premium Harman Kardon',
  'Piloto automático adaptativo',
  'Rodas de liga leve 18" cromadas',
];
const RAMPAGE_RT = [
  ...RAMPAGE_LARAMIE.map((s) => (s.startsWith('Motor') ? 'Motor 2.0 Turbo Hurricane 4 de 272 cv' : s)),
  'Escapamento esportivo',
  'Rodas de liga leve 20"',
];

const rampageDimensions = {
  lengthMm: 5_028,
  widthMm: 1_886,
  heightMm: 1_780,
  wheelbaseMm: 2_994,
  trunkLitres: 980,
  tankLitres: 55,
  payloadKg: 1_015,
};

const rampage = defineModel({
  brand: 'ram',
  code: 'R3P',
  name: 'Ram Rampage',
  shortName: 'Rampage',
  category: 'pickup',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'A picape intermediária da Ram, diesel 4x4 ou Hurricane de 272 cv.',
  signature: { lamps: 'slim' },
  arsPerBrl: 340,
  parts: [
    item('item-teto-solar', 'GWR', 'Teto solar elétrico', 8_990_00),
    item('pack-off-road', '9RO', 'Pack Off-Road', 5_990_00, {
      inclusive: ['item-protetor-carter'],
      description: 'Protetores inferiores, faróis auxiliares e snorkel de admissão elevado.',
    }),
    item('item-protetor-carter', 'SKP', 'Protetores inferiores em aço', 1_990_00),
    ...mutuallyExclusive(
      [
        accessory('acc-capota-maritima', '68540001', 'Capota marítima', 1_890_00),
        accessory('acc-capota-retratil', '68540002', 'Capota rígida retrátil', 8_990_00),
      ],
      ['acc-capota-maritima', 'acc-capota-retratil'],
    ),
    accessory('acc-santo-antonio', '68540003', 'Santo antônio', 3_190_00),
    accessory('acc-estribos', '68540004', 'Estribos laterais', 2_690_00),
    accessory('acc-engate', '68540005', 'Engate reboque', 1_990_00),
    accessory('acc-tapetes', '68540006', 'Jogo de tapetes de borracha Ram', 590_00),
    color(P.brancoBright, 0),
    ...colorsByCategory(
      [P.pretoDiamond, P.cinzaBillet, P.cinzaGranite, P.vermelhoDelmonico, P.azulPatriot],
      RAM_PAINT_PRICES,
    ),
    coating('coating-couro-preto', '5RC', 'Couro preto', '#1e1e1f', 0),
    coating('coating-couro-rebel', '5RR', 'Couro e tecido Rebel com detalhes vermelhos', '#1e1e1f', 0),
  ],
  groups: [oneOf('bed-cover', 'Escolha uma capota', ['acc-capota-maritima', 'acc-capota-retratil'])],
  services: standardServices('ram-rampage', 289_990_00),
  versions: [
    {
      versionCode: 'RB2',
      seriesCode: '1',
      name: 'Rebel 2.2 Turbodiesel 4x4',
      gear: 'Automático 9 marchas',
      engine: '2.2 Turbodiesel',
      doors: 4,
      fuel: 'Diesel',
      basePrice: 269_990_00,
      serialItems: RAMPAGE_REBEL,
      datasheet: sheet(
        ENGINES.multijet22,
        gearbox('automatic', 9, '4x4'),
        { ...rampageDimensions, tankLitres: 60 },
        diesel(10.1, 12.2),
        10.1,
        190,
      ),
      withoutParts: ['coating-couro-preto'],
      defaultColorId: P.brancoBright.id,
      defaultCoatingId: 'coating-couro-rebel',
    },
    {
      versionCode: 'LR2',
      seriesCode: '2',
      name: 'Laramie 2.2 Turbodiesel 4x4',
      gear: 'Automático 9 marchas',
      engine: '2.2 Turbodiesel',
      doors: 4,
      fuel: 'Diesel',
      basePrice: 289_990_00,
      serialItems: RAMPAGE_LARAMIE,
      highlights: ['Couro com aquecimento e ventilação', 'Som Harman Kardon', 'Piloto adaptativo'],
      datasheet: sheet(
        ENGINES.multijet22,
        gearbox('automatic', 9, '4x4'),
        { ...rampageDimensions, tankLitres: 60 },
        diesel(10.0, 12.0),
        10.3,
        190,
      ),
      withoutParts: ['pack-off-road', 'item-protetor-carter', 'coating-couro-rebel'],
      defaultColorId: P.brancoBright.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'RT4',
      seriesCode: '3',
      name: 'R/T 2.0 Turbo Hurricane 4x4',
      gear: 'Automático 9 marchas',
      engine: '2.0 Turbo Hurricane 4',
      doors: 4,
      fuel: 'Gas',
      basePrice: 309_990_00,
      serialItems: RAMPAGE_RT,
      highlights: ['Motor Hurricane de 272 cv', '0 a 100 km/h em 6,9 s', 'Rodas 20"'],
      datasheet: sheet(
        ENGINES.hurricane20,
        gearbox('automatic', 9, '4x4'),
        rampageDimensions,
        gasoline(8.1, 10.4),
        6.9,
        220,
      ),
      withoutParts: ['pack-off-road', 'item-protetor-carter', 'coating-couro-rebel'],
      defaultColorId: P.brancoBright.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Dakota

const DAKOTA_WARLOCK = [
  'Motor 2.2 turbodiesel de 200 cv',
  'Câmbio automático de 8 marchas',
  'Tração 4x4 com reduzida e bloqueio do diferencial traseiro',
  'Central multimídia 10" com Android Auto e Apple CarPlay',
  'Santo antônio',
  'Rodas de liga leve 17" pretas',
  'Seis airbags',
];
const DAKOTA_LARAMIE = [
  ...DAKOTA_WARLOCK.filter((s) => s !== 'Santo antônio' && !s.startsWith('Rodas')),
  'Bancos em couro',
  'Rodas de liga leve 18"',
  'Câmera 360°',
];

const dakotaDimensions = {
  lengthMm: 5_332,
  widthMm: 1_870,
  heightMm: 1_840,
  wheelbaseMm: 3_180,
  trunkLitres: 1_200,
  tankLitres: 80,
  payloadKg: 1_000,
};

const dakota = defineModel({
  brand: 'ram',
  code: 'D8K',
  name: 'Ram Dakota',
  shortName: 'Dakota',
  category: 'pickup',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'A picape média da Ram feita na Argentina, com chassi e reduzida.',
  arsPerBrl: 320,
  parts: [
    item('item-engate-fabrica', 'TOW', 'Engate reboque de fábrica com chicote', 2_290_00, {
      exclusive: ['acc-engate'],
    }),
    accessory('acc-engate', '68541001', 'Engate reboque removível', 1_990_00, {
      exclusive: ['item-engate-fabrica'],
    }),
    accessory('acc-capota-maritima', '68541002', 'Capota marítima', 1_990_00),
    accessory('acc-protetor-cacamba', '68541003', 'Protetor de caçamba', 1_590_00),
    accessory('acc-estribos', '68541004', 'Estribos laterais', 2_790_00),
    accessory('acc-tapetes', '68541005', 'Jogo de tapetes de borracha Ram', 590_00),
    color(P.brancoBright, 0),
    ...colorsByCategory([P.pretoDiamond, P.cinzaBillet, P.verdeOlive, P.vermelhoDelmonico], RAM_PAINT_PRICES),
    coating('coating-tecido', '0RD', 'Tecido preto Warlock', '#2c2d30', 0),
    coating('coating-couro-preto', '5RD', 'Couro preto', '#1e1e1f', 0),
  ],
  services: standardServices('ram-dakota', 299_990_00),
  versions: [
    {
      versionCode: 'WL8',
      seriesCode: '1',
      name: 'Warlock 2.2 Turbodiesel 4x4',
      gear: 'Automático 8 marchas',
      engine: '2.2 Turbodiesel',
      doors: 4,
      fuel: 'Diesel',
      basePrice: 299_990_00,
      serialItems: DAKOTA_WARLOCK,
      datasheet: sheet(
        ENGINES.multijet22,
        gearbox('automatic', 8, '4x4'),
        dakotaDimensions,
        diesel(9.6, 11.8),
        10.9,
        180,
      ),
      withoutParts: ['coating-couro-preto'],
      defaultColorId: P.brancoBright.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'LM8',
      seriesCode: '2',
      name: 'Laramie 2.2 Turbodiesel 4x4',
      gear: 'Automático 8 marchas',
      engine: '2.2 Turbodiesel',
      doors: 4,
      fuel: 'Diesel',
      basePrice: 319_990_00,
      serialItems: DAKOTA_LARAMIE,
      datasheet: sheet(
        ENGINES.multijet22,
        gearbox('automatic', 8, '4x4'),
        dakotaDimensions,
        diesel(9.5, 11.6),
        11.1,
        180,
      ),
      withoutParts: ['coating-tecido'],
      defaultColorId: P.brancoBright.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

export const RAM_MODELS: readonly CatalogueModel[] = [rampage, dakota];
