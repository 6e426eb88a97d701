import {
  accessory,
  coating,
  color,
  colorsByCategory,
  defineModel,
  dependency,
  item,
  mutuallyExclusive,
  oneOf,
  paint,
  standardServices,
} from '../build.js';
import { ENGINES, diesel, flex, gearbox, sheet } from '../datasheets.js';
import type { CatalogueModel, CataloguePart } from '../../../data/types.js';

/*
 * Citroën uses the 16-character vehicle code: model 4 + version 11 + series 1. The version part
 * reads body (2) + trim (4) + engine (3) + gearbox (2).
 */

const P = {
  brancoBanquise: paint('color-branco-banquise', 'WPP0', 'Branco Banquise', '#f1f2f0'),
  pretoPerlaNera: paint('color-preto-perla-nera', 'KTVM', 'Preto Perla Nera', '#141518'),
  cinzaAluminium: paint('color-cinza-aluminium', 'ZRMM', 'Cinza Aluminium', '#aeb1b3'),
  cinzaGrafito: paint('color-cinza-grafito', 'EYLM', 'Cinza Grafito', '#55585c'),
  vermelhoElixir: paint('color-vermelho-elixir', 'KKNM', 'Vermelho Elixir', '#8c1a22'),
  azulEclipse: paint('color-azul-eclipse', 'KNHM', 'Azul Eclipse', '#22385a'),
  brancoNacre: paint('color-branco-nacre', 'N9PP', 'Branco Nacré', '#f6f4ee'),
  brancoTetoPreto: paint(
    'color-branco-teto-preto',
    'WPPT',
    'Branco Banquise com teto Preto Perla Nera',
    '#f1f2f0',
    '#141518',
  ),
  vermelhoTetoPreto: paint(
    'color-vermelho-teto-preto',
    'KKNT',
    'Vermelho Elixir com teto Preto Perla Nera',
    '#8c1a22',
    '#141518',
  ),
  aluminiumTetoPreto: paint(
    'color-aluminium-teto-preto',
    'ZRMT',
    'Cinza Aluminium com teto Preto Perla Nera',
    '#aeb1b3',
    '#141518',
  ),
} as const;

const CITROEN_PAINT_PRICES = { solid: 1_290_00, metallic: 2_290_00, pearly: 2_990_00 } as const;

// ---------------------------------------------------------------------------------------------
// C3

const C3_LIVE = [
  'Direção elétrica',
  'Ar-condicionado',
  'Vidros e travas elétricas',
  'Controle de estabilidade e de tração',
  'Quatro airbags',
  'Faróis com luz diurna em LED',
  'Suporte para smartphone com entrada USB',
];
const C3_FEEL = [
  ...C3_LIVE,
  'Central multimídia 10" com Android Auto e Apple CarPlay sem fio',
  'Retrovisores elétricos',
  'Volante multifuncional',
];
const C3_YOU = [
  ...C3_FEEL,
  'Motor 1.0 Turbo 200 de 130 cv',
  'Câmbio CVT com 7 marchas simuladas',
  'Painel de instrumentos digital 7"',
  'Rodas de liga leve 16" bicolores',
  'Retrovisores com rebatimento elétrico',
];

const c3Dimensions = {
  lengthMm: 3_981,
  widthMm: 1_733,
  heightMm: 1_586,
  wheelbaseMm: 2_540,
  trunkLitres: 315,
  tankLitres: 47,
};

const c3TwoTone = [P.brancoTetoPreto.id, P.vermelhoTetoPreto.id];

const c3 = defineModel({
  brand: 'citroen',
  code: 'SC3B',
  name: 'Citroën C3',
  shortName: 'C3',
  category: 'hatch',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'Hatch alto e confortável, com a suspensão macia que é marca da Citroën.',
  parts: [
    item('pack-conectividade', 'ZHCN', 'Pack Conectividade', 2_490_00, {
      description: 'Central multimídia 10" com espelhamento sem fio e câmera de ré.',
      featured: true,
    }),
    item('item-teto-preto', 'TPRT', 'Teto pintado em Preto Perla Nera', 990_00, {
      optionalColors: c3TwoTone,
    }),
    item('item-rodas-15', 'ZR15', 'Rodas de liga leve 15"', 1_590_00),
    accessory('acc-tapetes', '1611983680', 'Jogo de tapetes de borracha', 290_00),
    accessory('acc-engate', '1611983681', 'Engate reboque removível', 1_190_00),
    accessory('acc-frisos', '1611983682', 'Frisos laterais', 290_00),
    accessory('acc-alarme', '1611983683', 'Alarme antifurto', 590_00),
    color(P.brancoBanquise, 0),
    ...colorsByCategory(
      [P.pretoPerlaNera, P.cinzaAluminium, P.vermelhoElixir, P.cinzaGrafito],
      CITROEN_PAINT_PRICES,
    ),
    color(P.brancoTetoPreto, 1_490_00, { inclusive: ['item-teto-preto'] }),
    color(P.vermelhoTetoPreto, 2_490_00, { inclusive: ['item-teto-preto'] }),
    coating('coating-tecido', 'T0FX', 'Tecido cinza', '#5d6166', 0),
    coating('coating-tecido-premium', 'T0FY', 'Tecido premium com detalhes laranja', '#2c2d30', 490_00),
  ],
  services: standardServices('citroen-c3', 86_990_00),
  versions: [
    {
      versionCode: 'A5LIVEF10M5',
      seriesCode: '0',
      name: 'Live 1.0',
      gear: 'Manual 5 marchas',
      engine: '1.0 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 79_990_00,
      serialItems: C3_LIVE,
      datasheet: sheet(
        ENGINES.firefly10,
        gearbox('manual', 5),
        c3Dimensions,
        flex(9.1, 10.2, 13.0, 14.6),
        14.2,
        150,
      ),
      withoutParts: ['item-rodas-15', 'item-teto-preto', ...c3TwoTone, 'coating-tecido-premium'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'A5FEELF10M5',
      seriesCode: '1',
      name: 'Feel 1.0',
      gear: 'Manual 5 marchas',
      engine: '1.0 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 86_990_00,
      serialItems: C3_FEEL,
      datasheet: sheet(
        ENGINES.firefly10,
        gearbox('manual', 5),
        c3Dimensions,
        flex(9.1, 10.2, 13.0, 14.6),
        14.2,
        150,
      ),
      withoutParts: ['pack-conectividade'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'A5YOU0T20CV',
      seriesCode: '2',
      name: 'You! Turbo 200 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 104_990_00,
      modelYears: [2027],
      serialItems: C3_YOU,
      highlights: ['Motor turbo de 130 cv com CVT', 'Painel digital 7"', 'Rodas 16" bicolores'],
      datasheet: sheet(ENGINES.t200, gearbox('cvt', 7), c3Dimensions, flex(8.6, 10.1, 12.1, 14.2), 9.8, 185),
      withoutParts: ['pack-conectividade', 'item-rodas-15', 'coating-tecido'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido-premium',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// C3 Aircross: the third row brings the rear air vents with it.

const AIRCROSS_FEEL = [
  'Motor 1.0 Turbo 200 de 130 cv',
  'Câmbio CVT com 7 marchas simuladas',
  'Central multimídia 10" com Android Auto e Apple CarPlay sem fio',
  'Painel de instrumentos digital 7"',
  'Ar-condicionado',
  'Seis airbags',
  'Rodas de liga leve 16"',
];
const AIRCROSS_FEEL_PACK = [
  ...AIRCROSS_FEEL,
  'Sete lugares',
  'Saídas de ar para a 2ª e 3ª fileiras',
  'Câmera de ré',
];
const AIRCROSS_SHINE = [
  ...AIRCROSS_FEEL_PACK,
  'Ar-condicionado digital',
  'Bancos em couro ecológico',
  'Rodas de liga leve 17" diamantadas',
  'Carregador de celular por indução',
];

const aircrossDimensions = {
  lengthMm: 4_318,
  widthMm: 1_796,
  heightMm: 1_665,
  wheelbaseMm: 2_671,
  trunkLitres: 493,
  tankLitres: 47,
};

const aircross = defineModel({
  brand: 'citroen',
  code: 'SC3X',
  name: 'Citroën C3 Aircross',
  shortName: 'C3 Aircross',
  category: 'suv',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'SUV com cinco ou sete lugares e porta-malas de 493 litros.',
  parts: [
    item('item-7-lugares', 'ZB7L', 'Terceira fileira de bancos (7 lugares)', 3_990_00, {
      inclusive: ['item-ar-traseiro'],
      featured: true,
    }),
    item('item-ar-traseiro', 'ZACT', 'Saídas de ar para a 2ª e 3ª fileiras', 890_00),
    ...mutuallyExclusive(
      [
        item('item-rodas-16', 'ZR16', 'Rodas de liga leve 16" escurecidas', 990_00),
        item('item-rodas-17', 'ZR17', 'Rodas de liga leve 17" diamantadas', 2_290_00),
      ],
      ['item-rodas-16', 'item-rodas-17'],
    ),
    item('item-teto-preto', 'TPRT', 'Teto pintado em Preto Perla Nera', 1_290_00, {
      optionalColors: [P.brancoTetoPreto.id, P.aluminiumTetoPreto.id],
    }),
    accessory('acc-tapetes', '1611983690', 'Jogo de tapetes de borracha (3 fileiras)', 390_00),
    accessory('acc-rack-teto', '1611983691', 'Barras transversais de teto', 1_290_00),
    accessory('acc-engate', '1611983692', 'Engate reboque removível', 1_390_00),
    accessory('acc-protetor-porta-malas', '1611983693', 'Bandeja de porta-malas', 390_00),
    color(P.brancoBanquise, 0),
    ...colorsByCategory(
      [P.pretoPerlaNera, P.cinzaAluminium, P.cinzaGrafito, P.azulEclipse],
      CITROEN_PAINT_PRICES,
    ),
    color(P.brancoTetoPreto, 1_690_00, { inclusive: ['item-teto-preto'] }),
    color(P.aluminiumTetoPreto, 2_690_00, { inclusive: ['item-teto-preto'] }),
    coating('coating-tecido', 'T0FA', 'Tecido cinza', '#5d6166', 0),
    coating('coating-couro-eco', 'T0FC', 'Couro ecológico preto', '#1e1e1f', 1_990_00),
  ],
  groups: [oneOf('wheels', 'Escolha as rodas', ['item-rodas-16', 'item-rodas-17'])],
  services: standardServices('citroen-aircross', 139_990_00),
  versions: [
    {
      versionCode: 'A7FEELT20CV',
      seriesCode: '0',
      name: 'Feel Turbo 200 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 129_990_00,
      serialItems: AIRCROSS_FEEL,
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        aircrossDimensions,
        flex(8.2, 9.6, 11.6, 13.5),
        10.4,
        180,
      ),
      withoutParts: ['item-rodas-16', 'coating-couro-eco'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'A7FPAKT20CV',
      seriesCode: '1',
      name: 'Feel Pack Turbo 200 CVT 7 lugares',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 139_990_00,
      serialItems: AIRCROSS_FEEL_PACK,
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        aircrossDimensions,
        flex(8.1, 9.5, 11.5, 13.3),
        10.6,
        180,
      ),
      withoutParts: ['item-7-lugares', 'item-ar-traseiro', 'item-rodas-16'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'A7SHINT20CV',
      seriesCode: '2',
      name: 'Shine Turbo 200 CVT 7 lugares',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 149_990_00,
      serialItems: AIRCROSS_SHINE,
      highlights: ['Sete lugares', 'Couro ecológico', 'Carregador por indução'],
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        aircrossDimensions,
        flex(8.1, 9.5, 11.5, 13.3),
        10.6,
        180,
      ),
      withoutParts: ['item-7-lugares', 'item-ar-traseiro', 'item-rodas-17', 'coating-tecido'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-couro-eco',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Basalt: Pack Conforto includes Pack Conectividade, which includes the wireless charger; Style
// and Dark exclude each other; the HD rear camera needs a screen pack (the buyer chooses); Dark
// comes only in dark or white paints; two-tone paints need the painted roof.

const BASALT_FEEL = [
  'Ar-condicionado',
  'Direção elétrica',
  'Central multimídia 10" com Android Auto e Apple CarPlay sem fio',
  'Controle de estabilidade e de tração',
  'Quatro airbags',
  'Porta-malas de 490 litros',
];
const BASALT_FEEL_TURBO = [
  ...BASALT_FEEL,
  'Motor 1.0 Turbo 200 de 130 cv',
  'Câmbio CVT com 7 marchas simuladas',
  'Rodas de liga leve 16"',
];
const BASALT_SHINE = [
  ...BASALT_FEEL_TURBO,
  'Painel de instrumentos digital 7"',
  'Ar-condicionado digital',
  'Bancos em couro ecológico',
  'Sensor de estacionamento traseiro',
];
const BASALT_DARK = [
  ...BASALT_SHINE,
  'Rodas de liga leve 17" pretas',
  'Emblemas e grade escurecidos',
  'Retrovisores em preto brilhante',
];

const basaltDimensions = {
  lengthMm: 4_349,
  widthMm: 1_765,
  heightMm: 1_593,
  wheelbaseMm: 2_642,
  trunkLitres: 490,
  tankLitres: 47,
};

const basaltTwoTone = [P.brancoTetoPreto.id, P.vermelhoTetoPreto.id, P.aluminiumTetoPreto.id];

const basaltParts: CataloguePart[] = [
  item('pack-conforto', 'ZPCF', 'Pack Conforto', 4_490_00, {
    inclusive: ['pack-conectividade', 'item-banco-altura'],
    description: 'Inclui o Pack Conectividade e o banco do motorista com ajuste de altura e lombar.',
    featured: true,
  }),
  item('pack-conectividade', 'ZHCN', 'Pack Conectividade', 2_290_00, {
    inclusive: ['item-carregador-inducao'],
    description: 'Painel digital 7", carregador por indução e entradas USB-C traseiras.',
  }),
  item('item-carregador-inducao', 'ZCIN', 'Carregador de celular por indução', 690_00),
  item('item-banco-altura', 'ZBAL', 'Banco do motorista com ajuste de altura e lombar', 790_00),
  item('item-camera-re', 'ZCAM', 'Câmera de ré HD', 1_190_00, {
    description: 'Exige um dos pacotes com tela.',
  }),
  item('pack-style', 'ZPST', 'Pack Style', 2_490_00, {
    exclusive: ['pack-dark'],
    description: 'Rodas 17" diamantadas, faróis de neblina e molduras cromadas.',
    inclusive: ['item-rodas-17'],
  }),
  item('pack-dark', 'ZPDK', 'Pack Dark', 2_990_00, {
    exclusive: ['pack-style'],
    optionalColors: [P.pretoPerlaNera.id, P.cinzaGrafito.id, P.brancoBanquise.id, P.brancoTetoPreto.id],
    description: 'Emblemas, grade e retrovisores em preto brilhante; só nas cores preta, grafite e branca.',
  }),
  item('item-teto-preto', 'TPRT', 'Teto pintado em Preto Perla Nera', 1_290_00, {
    optionalColors: basaltTwoTone,
  }),
  ...mutuallyExclusive(
    [
      item('item-rodas-16', 'ZR16', 'Rodas de liga leve 16" escurecidas', 1_190_00),
      item('item-rodas-17', 'ZR17', 'Rodas de liga leve 17" diamantadas', 2_190_00),
    ],
    ['item-rodas-16', 'item-rodas-17'],
  ),
  accessory('acc-tapetes', '1611983700', 'Jogo de tapetes de borracha', 350_00),
  accessory('acc-rack-teto', '1611983701', 'Barras transversais de teto', 1_290_00),
  accessory('acc-suporte-bike', '1611983702', 'Suporte de bicicleta para teto', 890_00, {
    inclusive: ['acc-rack-teto'],
  }),
  accessory('acc-engate', '1611983703', 'Engate reboque removível', 1_390_00),
  accessory('acc-defletores', '1611983704', 'Defletores de chuva', 390_00),
  accessory('acc-protetor-carter', '1611983705', 'Protetor de cárter', 590_00),
  color(P.brancoBanquise, 0),
  ...colorsByCategory(
    [P.pretoPerlaNera, P.cinzaAluminium, P.cinzaGrafito, P.vermelhoElixir, P.brancoNacre],
    CITROEN_PAINT_PRICES,
  ),
  color(P.brancoTetoPreto, 1_790_00, { inclusive: ['item-teto-preto'] }),
  color(P.vermelhoTetoPreto, 2_790_00, { inclusive: ['item-teto-preto'] }),
  color(P.aluminiumTetoPreto, 2_790_00, { inclusive: ['item-teto-preto'] }),
  coating('coating-tecido', 'T0BA', 'Tecido preto', '#2c2d30', 0),
  coating('coating-couro-eco', 'T0BC', 'Couro ecológico preto', '#1e1e1f', 1_990_00),
  coating(
    'coating-couro-dark',
    'T0BD',
    'Couro ecológico preto com pesponto cinza Dark',
    '#1e1e1f',
    2_290_00,
    {
      inclusive: ['pack-dark'],
    },
  ),
];

const basalt = defineModel({
  brand: 'citroen',
  code: 'SB4S',
  name: 'Citroën Basalt',
  shortName: 'Basalt',
  category: 'suv-coupe',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'SUV cupê com porta-malas de 490 litros e bancos Advanced Comfort.',
  parts: basaltParts,
  groups: [
    oneOf('wheels', 'Escolha as rodas', ['item-rodas-16', 'item-rodas-17']),
    dependency('camera-screen', 'A câmera de ré precisa de um pacote com tela', 'item-camera-re', [
      'pack-conectividade',
      'pack-conforto',
    ]),
  ],
  services: standardServices('citroen-basalt', 119_990_00),
  versions: [
    {
      versionCode: 'B4FEELF10M5',
      seriesCode: '0',
      name: 'Feel 1.0',
      gear: 'Manual 5 marchas',
      engine: '1.0 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 99_990_00,
      serialItems: BASALT_FEEL,
      datasheet: sheet(
        ENGINES.firefly10,
        gearbox('manual', 5),
        basaltDimensions,
        flex(8.9, 10.0, 12.6, 14.1),
        14.6,
        155,
      ),
      withoutParts: [
        'pack-conforto',
        'item-banco-altura',
        'pack-dark',
        'coating-couro-eco',
        'coating-couro-dark',
      ],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'B4FEELT20CV',
      seriesCode: '1',
      name: 'Feel Turbo 200 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 119_990_00,
      serialItems: BASALT_FEEL_TURBO,
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        basaltDimensions,
        flex(8.4, 9.9, 11.9, 13.9),
        9.9,
        185,
      ),
      withoutParts: ['coating-couro-dark'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'B4SHINT20CV',
      seriesCode: '2',
      name: 'Shine Turbo 200 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 129_990_00,
      serialItems: BASALT_SHINE,
      highlights: ['Painel digital 7"', 'Couro ecológico', 'Porta-malas de 490 litros'],
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        basaltDimensions,
        flex(8.4, 9.9, 11.9, 13.9),
        9.9,
        185,
      ),
      withoutParts: ['item-rodas-16', 'coating-tecido'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-couro-eco',
    },
    {
      versionCode: 'B4DARKT20CV',
      seriesCode: '3',
      name: 'Dark Edition Turbo 200 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 134_990_00,
      modelYears: [2026],
      serialItems: BASALT_DARK,
      highlights: ['Visual escurecido', 'Rodas 17" pretas', 'Couro ecológico'],
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        basaltDimensions,
        flex(8.3, 9.8, 11.8, 13.8),
        10.0,
        185,
      ),
      withoutParts: [
        'pack-style',
        'pack-dark',
        'item-rodas-16',
        'item-rodas-17',
        'coating-tecido',
        'coating-couro-dark',
      ],
      defaultColorId: P.pretoPerlaNera.id,
      defaultCoatingId: 'coating-couro-eco',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Jumpy

const JUMPY_CARGO = [
  'Motor 1.6 BlueHDi turbodiesel de 115 cv',
  'Câmbio manual de 6 marchas',
  'Porta lateral deslizante',
  'Portas traseiras com abertura de 180°',
  'Ar-condicionado',
  'Central multimídia 7" com Android Auto e Apple CarPlay',
  'Volume de carga de 5,1 m³',
];
const JUMPY_MINIBUS = [
  ...JUMPY_CARGO.filter((s) => !s.startsWith('Volume')),
  'Nove lugares',
  'Duas portas laterais deslizantes',
  'Saídas de ar-condicionado para os passageiros',
];

const jumpyDimensions = {
  lengthMm: 4_956,
  widthMm: 1_920,
  heightMm: 1_905,
  wheelbaseMm: 3_275,
  trunkLitres: 5_100,
  tankLitres: 70,
  payloadKg: 1_400,
};

const jumpy = defineModel({
  brand: 'citroen',
  code: 'K0JU',
  name: 'Citroën Jumpy',
  shortName: 'Jumpy',
  category: 'van',
  markets: ['BR'],
  modelYears: [2026],
  tagline: 'Furgão e minibus diesel para o trabalho e para o transporte de pessoas.',
  parts: [
    item('item-porta-lateral-dupla', 'ZPLD', 'Segunda porta lateral deslizante', 1_990_00),
    item('item-sensor-re', 'ZSRE', 'Sensor de estacionamento traseiro', 990_00),
    accessory('acc-engate', '1611983710', 'Engate reboque', 1_690_00),
    accessory('acc-revestimento', '1611983711', 'Revestimento do compartimento de carga', 2_490_00),
    accessory('acc-rack-teto', '1611983712', 'Rack de teto para carga', 2_990_00),
    color(P.brancoBanquise, 0),
    ...colorsByCategory([P.pretoPerlaNera, P.cinzaAluminium], CITROEN_PAINT_PRICES),
    coating('coating-tecido', 'T0JA', 'Tecido cinza resistente', '#5d6166', 0),
  ],
  services: standardServices('citroen-jumpy', 199_990_00),
  versions: [
    {
      versionCode: 'V3CARGBH6M6',
      seriesCode: '0',
      name: 'Cargo 1.6 BlueHDi',
      gear: 'Manual 6 marchas',
      engine: '1.6 BlueHDi Turbodiesel',
      doors: 4,
      fuel: 'Diesel',
      basePrice: 199_990_00,
      serialItems: JUMPY_CARGO,
      datasheet: sheet(
        ENGINES.bluehdi16,
        gearbox('manual', 6),
        jumpyDimensions,
        diesel(10.6, 13.1),
        14.5,
        160,
      ),
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'V3MBUSBH6M6',
      seriesCode: '1',
      name: 'Minibus 1.6 BlueHDi 9 lugares',
      gear: 'Manual 6 marchas',
      engine: '1.6 BlueHDi Turbodiesel',
      doors: 5,
      fuel: 'Diesel',
      basePrice: 249_990_00,
      serialItems: JUMPY_MINIBUS,
      datasheet: sheet(
        ENGINES.bluehdi16,
        gearbox('manual', 6),
        { ...jumpyDimensions, trunkLitres: 550, payloadKg: 950 },
        diesel(10.2, 12.6),
        15.1,
        160,
      ),
      withoutParts: ['item-porta-lateral-dupla', 'acc-revestimento', 'acc-rack-teto'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
  ],
});

export const CITROEN_MODELS: readonly CatalogueModel[] = [c3, aircross, basalt, jumpy];
