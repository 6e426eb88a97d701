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
import { ENGINES, diesel, flex, gasoline, gearbox, sheet } from '../datasheets.js';
import type { CatalogueModel, CataloguePart } from '../../../data/types.js';

const P = {
  brancoPolar: paint('color-branco-polar', 'PW7', 'Branco Polar', '#f2f2f0'),
  vermelhoColorado: paint('color-vermelho-colorado', '3RCM', 'Vermelho Colorado', '#8f1b1b'),
  pretoCarbon: paint('color-preto-carbon', 'PXJM', 'Preto Carbon', '#17181b'),
  cinzaGranite: paint('color-cinza-granite', 'PAUM', 'Cinza Granite', '#4e5154'),
  cinzaSting: paint('color-cinza-sting', 'PDNM', 'Cinza Sting', '#8a8d8f'),
  azulJazz: paint('color-azul-jazz', 'PBJM', 'Azul Jazz', '#1d3f6e'),
  verdeRecon: paint('color-verde-recon', 'PGRM', 'Verde Recon', '#4f5b3d'),
  brancoPerla: paint('color-branco-perla', 'PWZP', 'Branco Perla', '#f5f3ec'),
  laranjaOmaha: paint('color-laranja-omaha', 'PLO', 'Laranja Omaha', '#d4621c'),
  brancoTetoPreto: paint(
    'color-branco-teto-preto',
    'TPW7',
    'Branco Polar com teto Preto Carbon',
    '#f2f2f0',
    '#17181b',
  ),
  vermelhoTetoPreto: paint(
    'color-vermelho-teto-preto',
    'T3RCM',
    'Vermelho Colorado com teto Preto Carbon',
    '#8f1b1b',
    '#17181b',
  ),
  stingTetoPreto: paint(
    'color-sting-teto-preto',
    'TPDNM',
    'Cinza Sting com teto Preto Carbon',
    '#8a8d8f',
    '#17181b',
  ),
  verdeSarge: paint('color-verde-sarge', 'PGSM', 'Verde Sarge', '#55583f'),
  azulHydro: paint('color-azul-hydro', 'PHBM', 'Azul Hydro', '#2a6f9e'),
  vermelhoFirecracker: paint('color-vermelho-firecracker', 'PRF', 'Vermelho Firecracker', '#c0121b'),
} as const;

const JEEP_PAINT_PRICES = { solid: 1_790_00, metallic: 2_990_00, pearly: 3_890_00 } as const;

// ---------------------------------------------------------------------------------------------
// Renegade

const RENEGADE_SPORT = [
  'Motor 1.3 Turbo 270 de 185 cv',
  'Câmbio automático de 6 marchas',
  'Central multimídia 8,4" com Android Auto e Apple CarPlay sem fio',
  'Painel de instrumentos digital 7"',
  'Ar-condicionado digital',
  'Seis airbags',
  'Frenagem autônoma de emergência',
  'Faróis em LED',
  'Rodas de liga leve 17"',
];
const RENEGADE_LONGITUDE = [
  ...RENEGADE_SPORT,
  'Bancos em couro',
  'Partida remota',
  'Sensor de estacionamento dianteiro',
];
const RENEGADE_WILLYS = [
  ...RENEGADE_LONGITUDE,
  'Tração 4x4 com Jeep Active Drive',
  'Seletor de terreno com modo Rock',
  'Capô com faixa preta fosca',
  'Ganchos de reboque vermelhos',
];

const renegadeDimensions = {
  lengthMm: 4_268,
  widthMm: 1_805,
  heightMm: 1_705,
  wheelbaseMm: 2_570,
  trunkLitres: 320,
  tankLitres: 55,
};

const renegadeTwoTone = [P.brancoTetoPreto.id, P.vermelhoTetoPreto.id];

const renegade = defineModel({
  brand: 'jeep',
  code: '552',
  name: 'Jeep Renegade',
  shortName: 'Renegade',
  category: 'suv',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'O Jeep compacto, com motor turbo e tração 4x4 na versão Willys.',
  signature: { lamps: 'round' },
  parts: [
    item('pack-tech', '5JT', 'Pack Tech', 4_490_00, {
      description: 'Central multimídia 10,1", carregador por indução e som premium.',
      featured: true,
    }),
    item('item-teto-solar', 'GWJ', 'Teto solar elétrico My Sky', 7_990_00, { inclusive: ['pack-tech'] }),
    item('item-teto-preto', 'GWP', 'Teto pintado em Preto Carbon', 1_990_00, {
      optionalColors: renegadeTwoTone,
    }),
    item('item-porta-malas', 'XFR', 'Tampa do porta-malas com abertura elétrica', 1_990_00),
    accessory('acc-tapetes', '68532001', 'Jogo de tapetes de borracha Jeep', 390_00),
    accessory('acc-rack-teto', '68532002', 'Rack de teto transversal', 1_490_00),
    accessory('acc-caixa-teto', '68532003', 'Caixa de teto 400 litros', 3_490_00, {
      inclusive: ['acc-rack-teto'],
    }),
    accessory('acc-engate', '68532004', 'Engate reboque removível', 1_890_00),
    accessory('acc-protetor-carter', '68532005', 'Protetor de cárter em aço', 890_00),
    accessory('acc-estribos', '68532006', 'Estribos laterais', 2_290_00),
    color(P.brancoPolar, 0),
    ...colorsByCategory(
      [P.pretoCarbon, P.cinzaGranite, P.vermelhoColorado, P.verdeRecon, P.laranjaOmaha],
      JEEP_PAINT_PRICES,
    ),
    color(P.brancoTetoPreto, 2_990_00, { inclusive: ['item-teto-preto'] }),
    color(P.vermelhoTetoPreto, 3_490_00, { inclusive: ['item-teto-preto'] }),
    coating('coating-tecido', '0JR', 'Tecido premium preto', '#2c2d30', 0),
    coating('coating-couro-preto', '5JR', 'Couro preto', '#1e1e1f', 2_990_00),
  ],
  services: standardServices('jeep-renegade', 159_990_00),
  versions: [
    {
      versionCode: 'S27',
      seriesCode: '1',
      name: 'Sport T270',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 139_990_00,
      serialItems: RENEGADE_SPORT,
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        renegadeDimensions,
        flex(7.6, 9.0, 10.7, 12.6),
        9.2,
        203,
      ),
      withoutParts: ['item-teto-solar', 'item-porta-malas'],
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'L27',
      seriesCode: '2',
      name: 'Longitude T270',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 159_990_00,
      serialItems: RENEGADE_LONGITUDE,
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        renegadeDimensions,
        flex(7.6, 9.0, 10.7, 12.6),
        9.2,
        203,
      ),
      withoutParts: ['coating-tecido'],
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'W27',
      seriesCode: '3',
      name: 'Willys T270 4x4',
      gear: 'Automático 9 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 179_990_00,
      serialItems: RENEGADE_WILLYS,
      highlights: ['Tração 4x4 com modo Rock', 'Capô com faixa preta', 'Bancos em couro'],
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 9, '4x4'),
        { ...renegadeDimensions, heightMm: 1_725 },
        flex(7.1, 8.6, 10.0, 12.0),
        9.6,
        198,
      ),
      withoutParts: ['coating-tecido', 'acc-protetor-carter'],
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Compass: High Tech includes Tech, which includes the wireless charger; Trail and High Tech
// exclude each other; the panoramic roof needs one of the tech packs; two-tone paints need the
// painted roof; the beige leather comes only with High Tech.

const COMPASS_SPORT = [
  'Motor 1.3 Turbo 270 de 185 cv',
  'Câmbio automático de 6 marchas',
  'Central multimídia 10,1" com Android Auto e Apple CarPlay sem fio',
  'Painel de instrumentos digital 10,25"',
  'Ar-condicionado digital de duas zonas',
  'Sete airbags',
  'Frenagem autônoma de emergência',
  'Alerta de saída de faixa',
  'Faróis em LED',
  'Rodas de liga leve 17"',
];
const COMPASS_LONGITUDE = [
  ...COMPASS_SPORT,
  'Bancos em couro',
  'Banco do motorista com ajuste elétrico',
  'Câmera de ré',
  'Partida remota',
];
const COMPASS_BLACKHAWK = [
  ...COMPASS_LONGITUDE,
  'Motor 2.0 Turbo Hurricane 4 de 272 cv',
  'Câmbio automático de 9 marchas',
  'Tração 4x4 sob demanda',
  'Piloto automático adaptativo com Stop & Go',
  'Carregador de celular por indução',
  'Rodas de liga leve 19" pretas',
];
const COMPASS_4XE = [
  ...COMPASS_BLACKHAWK.filter((s) => !s.startsWith('Motor 2.0') && !s.startsWith('Câmbio')),
  'Sistema híbrido plug-in 4xe de 240 cv',
  'Modo de condução 100% elétrico',
  'Cabo de recarga Modo 3',
];

const compassDimensions = {
  lengthMm: 4_404,
  widthMm: 1_819,
  heightMm: 1_629,
  wheelbaseMm: 2_636,
  trunkLitres: 410,
  tankLitres: 60,
};

const compassTwoTone = [P.brancoTetoPreto.id, P.vermelhoTetoPreto.id, P.stingTetoPreto.id];

const compassParts: CataloguePart[] = [
  item('pack-high-tech', '5JH', 'Pack High Tech', 11_990_00, {
    inclusive: ['pack-tech', 'item-acc'],
    exclusive: ['pack-trail'],
    description: 'Inclui o Pack Tech e o piloto automático adaptativo com Stop & Go.',
    featured: true,
  }),
  item('pack-tech', '5JT', 'Pack Tech', 5_990_00, {
    inclusive: ['item-carregador-inducao'],
    description: 'Som premium com nove alto-falantes, câmera 360° e carregador por indução.',
  }),
  item('item-carregador-inducao', '6JW', 'Carregador de celular por indução', 790_00),
  item('item-acc', '7JA', 'Piloto automático adaptativo com Stop & Go', 3_490_00),
  item('pack-trail', '9JT', 'Pack Trail', 3_990_00, {
    exclusive: ['pack-high-tech', 'item-rodas-19', 'acc-protetor-carter'],
    description: 'Protetor de cárter, ganchos de reboque vermelhos e pneus de uso misto aro 18.',
  }),
  item('item-teto-solar', 'GWT', 'Teto solar panorâmico', 9_990_00, {
    description: 'Exige o Pack Tech ou o Pack High Tech.',
  }),
  item('item-teto-preto', 'GWP', 'Teto pintado em Preto Carbon', 1_990_00, {
    optionalColors: compassTwoTone,
  }),
  ...mutuallyExclusive(
    [
      item('item-rodas-18', 'WR8', 'Rodas de liga leve 18" diamantadas', 2_490_00),
      item('item-rodas-19', 'WR9', 'Rodas de liga leve 19" pretas', 3_990_00, { exclusive: ['pack-trail'] }),
    ],
    ['item-rodas-18', 'item-rodas-19'],
  ),
  item('item-porta-malas', 'XFR', 'Tampa do porta-malas elétrica com abertura por gesto', 2_490_00),
  accessory('acc-tapetes', '68533001', 'Jogo de tapetes de borracha Jeep', 450_00),
  accessory('acc-rack-teto', '68533002', 'Rack de teto transversal', 1_690_00),
  accessory('acc-caixa-teto', '68533003', 'Caixa de teto 450 litros', 3_890_00, {
    inclusive: ['acc-rack-teto'],
  }),
  accessory('acc-suporte-bike', '68533004', 'Suporte de bicicleta para teto', 990_00, {
    inclusive: ['acc-rack-teto'],
  }),
  accessory('acc-engate', '68533005', 'Engate reboque removível', 1_990_00),
  accessory('acc-protetor-carter', '68533006', 'Protetor de cárter em aço', 990_00, {
    exclusive: ['pack-trail'],
  }),
  accessory('acc-estribos', '68533007', 'Estribos laterais', 2_490_00),
  accessory('acc-soleiras', '68533008', 'Soleiras iluminadas Jeep', 890_00),
  color(P.brancoPolar, 0),
  ...colorsByCategory(
    [P.pretoCarbon, P.cinzaGranite, P.cinzaSting, P.azulJazz, P.vermelhoColorado, P.brancoPerla],
    JEEP_PAINT_PRICES,
  ),
  color(P.brancoTetoPreto, 2_990_00, { inclusive: ['item-teto-preto'] }),
  color(P.vermelhoTetoPreto, 3_490_00, { inclusive: ['item-teto-preto'] }),
  color(P.stingTetoPreto, 3_490_00, { inclusive: ['item-teto-preto'] }),
  coating('coating-tecido', '0JC', 'Tecido premium preto', '#2c2d30', 0),
  coating('coating-couro-preto', '5JC', 'Couro preto', '#1e1e1f', 3_490_00),
  coating('coating-couro-bege', '5JB', 'Couro bege Ski Grey', '#b9a78a', 3_990_00, {
    inclusive: ['pack-high-tech'],
  }),
];

const compass = defineModel({
  brand: 'jeep',
  code: '551',
  name: 'Jeep Compass',
  shortName: 'Compass',
  category: 'suv',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'O SUV médio mais vendido, do turbo flex ao híbrido plug-in 4xe.',
  signature: { lamps: 'slim' },
  parts: compassParts,
  groups: [
    oneOf('wheels', 'Escolha as rodas', ['item-rodas-18', 'item-rodas-19']),
    dependency('roof-pack', 'O teto panorâmico precisa de um destes pacotes', 'item-teto-solar', [
      'pack-tech',
      'pack-high-tech',
    ]),
  ],
  services: standardServices('jeep-compass', 199_990_00),
  versions: [
    {
      versionCode: 'S27',
      seriesCode: '1',
      name: 'Sport T270',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 179_990_00,
      serialItems: COMPASS_SPORT,
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        compassDimensions,
        flex(7.4, 8.8, 10.4, 12.3),
        9.5,
        206,
      ),
      withoutParts: ['pack-high-tech', 'item-acc', 'item-rodas-19', 'item-porta-malas', 'coating-couro-bege'],
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'L27',
      seriesCode: '2',
      name: 'Longitude T270',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 199_990_00,
      serialItems: COMPASS_LONGITUDE,
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        compassDimensions,
        flex(7.4, 8.8, 10.4, 12.3),
        9.5,
        206,
      ),
      withoutParts: ['coating-tecido'],
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'B20',
      seriesCode: '3',
      name: 'Blackhawk 2.0 Turbo 4x4',
      gear: 'Automático 9 marchas',
      engine: '2.0 Turbo Hurricane 4',
      doors: 4,
      fuel: 'Gas',
      basePrice: 269_990_00,
      serialItems: COMPASS_BLACKHAWK,
      highlights: ['Motor Hurricane de 272 cv', 'Tração 4x4', 'Rodas 19" pretas'],
      datasheet: sheet(
        ENGINES.hurricane20,
        gearbox('automatic', 9, '4x4'),
        compassDimensions,
        gasoline(8.6, 11.0),
        6.9,
        230,
      ),
      withoutParts: [
        'pack-high-tech',
        'item-acc',
        'item-carregador-inducao',
        'pack-tech',
        'pack-trail',
        'item-rodas-18',
        'item-rodas-19',
        'coating-tecido',
        'coating-couro-bege',
      ],
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'S4X',
      seriesCode: '4',
      name: 'Série S 4xe Híbrido Plug-in',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo + elétrico 4xe',
      doors: 4,
      fuel: 'Hybrid',
      basePrice: 319_990_00,
      modelYears: [2026],
      serialItems: COMPASS_4XE,
      highlights: ['Híbrido plug-in de 240 cv', 'Modo 100% elétrico', 'Tração 4x4 elétrica'],
      datasheet: sheet(
        ENGINES.compass4xe,
        gearbox('automatic', 6, '4x4'),
        { ...compassDimensions, trunkLitres: 420, tankLitres: 36 },
        gasoline(14.8, 13.9),
        7.3,
        200,
        { capacityKwh: 11.4, rangeKm: 44 },
      ),
      withoutParts: [
        'pack-high-tech',
        'item-acc',
        'item-carregador-inducao',
        'pack-tech',
        'pack-trail',
        'item-rodas-18',
        'item-rodas-19',
        'item-porta-malas',
        'coating-tecido',
        'coating-couro-bege',
      ],
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Commander

const COMMANDER_OVERLAND = [
  'Sete lugares',
  'Motor 1.3 Turbo 270 de 185 cv',
  'Central multimídia 10,1" com Android Auto e Apple CarPlay sem fio',
  'Painel de instrumentos digital 10,25"',
  'Ar-condicionado digital de três zonas',
  'Bancos em couro com ventilação',
  'Piloto automático adaptativo com Stop & Go',
  'Sete airbags',
  'Câmera 360°',
  'Rodas de liga leve 19"',
];
const COMMANDER_DIESEL = [
  ...COMMANDER_OVERLAND.map((s) => (s.startsWith('Motor') ? 'Motor 2.0 turbodiesel de 200 cv' : s)),
  'Tração 4x4 sob demanda',
  'Câmbio automático de 9 marchas',
];
const COMMANDER_HURRICANE = [
  ...COMMANDER_DIESEL.map((s) => (s.startsWith('Motor') ? 'Motor 2.0 Turbo Hurricane 4 de 272 cv' : s)),
  'Teto solar panorâmico',
  'Som premium Harman Kardon',
];

const commanderDimensions = {
  lengthMm: 4_769,
  widthMm: 1_859,
  heightMm: 1_682,
  wheelbaseMm: 2_794,
  trunkLitres: 233,
  tankLitres: 60,
};

const commander = defineModel({
  brand: 'jeep',
  code: '553',
  name: 'Jeep Commander',
  shortName: 'Commander',
  category: 'suv',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'Sete lugares com o conforto e a tecnologia de um Jeep de topo.',
  signature: { lamps: 'slim' },
  parts: [
    item('item-teto-solar', 'GWT', 'Teto solar panorâmico', 10_990_00),
    item('item-som-premium', 'RSH', 'Som premium Harman Kardon', 4_990_00),
    ...mutuallyExclusive(
      [
        item('item-rodas-19', 'WC9', 'Rodas de liga leve 19" diamantadas', 1_990_00),
        item('item-rodas-20', 'WC0', 'Rodas de liga leve 20" escurecidas', 4_490_00),
      ],
      ['item-rodas-19', 'item-rodas-20'],
    ),
    accessory('acc-tapetes', '68534001', 'Jogo de tapetes de borracha Jeep (3 fileiras)', 590_00),
    accessory('acc-rack-teto', '68534002', 'Rack de teto transversal', 1_790_00),
    accessory('acc-engate', '68534003', 'Engate reboque removível', 2_190_00),
    accessory('acc-estribos', '68534004', 'Estribos laterais', 2_690_00),
    accessory('acc-organizador', '68534005', 'Organizador de porta-malas', 490_00),
    color(P.brancoPolar, 0),
    ...colorsByCategory(
      [P.pretoCarbon, P.cinzaGranite, P.cinzaSting, P.azulJazz, P.brancoPerla],
      JEEP_PAINT_PRICES,
    ),
    coating('coating-couro-preto', '5KC', 'Couro preto', '#1e1e1f', 0),
    coating('coating-couro-habana', '5KH', 'Couro marrom Habana', '#5e3b26', 2_990_00),
  ],
  groups: [oneOf('wheels', 'Escolha as rodas', ['item-rodas-19', 'item-rodas-20'])],
  services: standardServices('jeep-commander', 289_990_00),
  versions: [
    {
      versionCode: 'O27',
      seriesCode: '1',
      name: 'Overland T270',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 249_990_00,
      serialItems: COMMANDER_OVERLAND,
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        commanderDimensions,
        flex(6.9, 8.3, 9.8, 11.6),
        10.3,
        200,
      ),
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'L22',
      seriesCode: '2',
      name: 'Limited 2.0 TD380 4x4',
      gear: 'Automático 9 marchas',
      engine: '2.0 Turbodiesel',
      doors: 4,
      fuel: 'Diesel',
      basePrice: 289_990_00,
      serialItems: COMMANDER_DIESEL,
      datasheet: sheet(
        { ...ENGINES.multijet22, description: '2.0 Turbodiesel Multijet', displacementCc: 1_956 },
        gearbox('automatic', 9, '4x4'),
        commanderDimensions,
        diesel(10.1, 12.4),
        10.7,
        198,
      ),
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'OH4',
      seriesCode: '3',
      name: 'Overland 2.0 Turbo Hurricane 4x4',
      gear: 'Automático 9 marchas',
      engine: '2.0 Turbo Hurricane 4',
      doors: 4,
      fuel: 'Gas',
      basePrice: 319_990_00,
      modelYears: [2027],
      serialItems: COMMANDER_HURRICANE,
      highlights: ['Motor Hurricane de 272 cv', 'Teto solar panorâmico', 'Som Harman Kardon'],
      datasheet: sheet(
        ENGINES.hurricane20,
        gearbox('automatic', 9, '4x4'),
        commanderDimensions,
        gasoline(8.2, 10.6),
        7.5,
        225,
      ),
      withoutParts: ['item-teto-solar', 'item-som-premium'],
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Wrangler

const WRANGLER_SAHARA = [
  'Motor 2.0 Turbo de 272 cv',
  'Câmbio automático de 8 marchas',
  'Tração 4x4 Selec-Trac em tempo integral',
  'Portas e para-brisa removíveis',
  'Central multimídia 12,3" com Android Auto e Apple CarPlay sem fio',
  'Bancos em couro',
  'Rodas de liga leve 18"',
];
const WRANGLER_RUBICON = [
  ...WRANGLER_SAHARA.map((s) => (s.startsWith('Tração') ? 'Tração 4x4 Rock-Trac com reduzida 4:1' : s)),
  'Bloqueio dos diferenciais dianteiro e traseiro',
  'Desconexão elétrica da barra estabilizadora',
  'Pneus off-road 33"',
];

const wranglerDimensions = {
  lengthMm: 4_882,
  widthMm: 1_894,
  heightMm: 1_848,
  wheelbaseMm: 3_008,
  trunkLitres: 548,
  tankLitres: 81,
};

const wrangler = defineModel({
  brand: 'jeep',
  code: 'JL4',
  name: 'Jeep Wrangler',
  shortName: 'Wrangler',
  category: 'suv',
  markets: ['BR', 'AR'],
  modelYears: [2026],
  tagline: 'O Jeep original: capaz de ir a qualquer lugar.',
  signature: { lamps: 'round', spareWheel: true, upright: true },
  arsPerBrl: 380,
  parts: [
    ...mutuallyExclusive(
      [
        item('item-capota-cor', 'HT3', 'Capota rígida Freedom Top na cor da carroceria', 4_990_00),
        item('item-sky-one-touch', 'HSO', 'Capota elétrica Sky One-Touch', 12_990_00),
      ],
      ['item-capota-cor', 'item-sky-one-touch'],
    ),
    item('item-guincho', 'WNC', 'Guincho elétrico Warn 12.000 lb', 8_990_00, {
      inclusive: ['item-para-choque-aco'],
      description: 'Montado no para-choque dianteiro de aço.',
    }),
    item('item-para-choque-aco', 'BMP', 'Para-choque dianteiro de aço', 4_490_00),
    accessory('acc-tapetes', '68535001', 'Jogo de tapetes de borracha Jeep', 690_00),
    accessory('acc-rack-teto', '68535002', 'Rack de teto para capota rígida', 3_490_00, {
      exclusive: ['item-sky-one-touch'],
    }),
    accessory('acc-snorkel', '68535003', 'Snorkel Mopar', 3_990_00),
    accessory('acc-degraus', '68535004', 'Degraus laterais tubulares', 3_290_00),
    color(P.brancoPolar, 0),
    ...colorsByCategory(
      [P.pretoCarbon, P.cinzaGranite, P.verdeSarge, P.azulHydro, P.vermelhoFirecracker],
      JEEP_PAINT_PRICES,
    ),
    coating('coating-couro-preto', '5WC', 'Couro preto', '#1e1e1f', 0),
    coating('coating-couro-marrom', '5WH', 'Couro marrom Dark Saddle', '#5e3b26', 2_990_00),
  ],
  groups: [
    oneOf('top', 'Escolha a capota (de série: capota rígida preta)', [
      'item-capota-cor',
      'item-sky-one-touch',
    ]),
  ],
  services: standardServices('jeep-wrangler', 389_990_00),
  versions: [
    {
      versionCode: 'SAH',
      seriesCode: '1',
      name: 'Sahara 2.0 Turbo',
      gear: 'Automático 8 marchas',
      engine: '2.0 Turbo',
      doors: 4,
      fuel: 'Gas',
      basePrice: 389_990_00,
      serialItems: WRANGLER_SAHARA,
      datasheet: sheet(
        { ...ENGINES.hurricane20, description: '2.0 Turbo' },
        gearbox('automatic', 8, '4x4'),
        wranglerDimensions,
        gasoline(7.4, 9.1),
        7.6,
        177,
      ),
      withoutParts: ['item-guincho', 'acc-snorkel'],
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'RUB',
      seriesCode: '2',
      name: 'Rubicon 2.0 Turbo',
      gear: 'Automático 8 marchas',
      engine: '2.0 Turbo',
      doors: 4,
      fuel: 'Gas',
      basePrice: 429_990_00,
      serialItems: WRANGLER_RUBICON,
      highlights: ['Reduzida 4:1 Rock-Trac', 'Bloqueio de diferenciais', 'Pneus off-road 33"'],
      datasheet: sheet(
        { ...ENGINES.hurricane20, description: '2.0 Turbo' },
        gearbox('automatic', 8, '4x4'),
        { ...wranglerDimensions, heightMm: 1_868 },
        gasoline(7.1, 8.7),
        7.9,
        160,
      ),
      defaultColorId: P.brancoPolar.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

export const JEEP_MODELS: readonly CatalogueModel[] = [renegade, compass, commander, wrangler];
