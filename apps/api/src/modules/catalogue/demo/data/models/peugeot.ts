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
import { ENGINES, electric, flex, gasoline, gearbox, sheet } from '../datasheets.js';
import type { CatalogueModel, CataloguePart } from '../../../data/types.js';

/*
 * Peugeot uses the 16-character vehicle code: model 4 + version 11 + series 1. The version part
 * reads body (2) + trim (4) + engine (3) + gearbox (2).
 */

const P = {
  brancoBanquise: paint('color-branco-banquise', 'WPP0', 'Branco Banquise', '#f1f2f0'),
  pretoPerlaNera: paint('color-preto-perla-nera', 'KTVM', 'Preto Perla Nera', '#141518'),
  cinzaArtense: paint('color-cinza-artense', 'M4FM', 'Cinza Artense', '#7b7e80'),
  cinzaSelenium: paint('color-cinza-selenium', 'EVLM', 'Cinza Selenium', '#4a4c4f'),
  vermelhoElixir: paint('color-vermelho-elixir', 'KKNM', 'Vermelho Elixir', '#8c1a22'),
  azulVertigo: paint('color-azul-vertigo', 'M5RM', 'Azul Vertigo', '#1d4f9c'),
  amareloFaro: paint('color-amarelo-faro', 'M0KP', 'Amarelo Faro', '#e4b21c'),
  brancoNacre: paint('color-branco-nacre', 'N9PP', 'Branco Nacré', '#f6f4ee'),
  brancoBlackDiamond: paint(
    'color-branco-black-diamond',
    'WPPD',
    'Branco Banquise com teto Black Diamond',
    '#f1f2f0',
    '#0b0b0d',
  ),
  vermelhoBlackDiamond: paint(
    'color-vermelho-black-diamond',
    'KKND',
    'Vermelho Elixir com teto Black Diamond',
    '#8c1a22',
    '#0b0b0d',
  ),
  azulBlackDiamond: paint(
    'color-azul-black-diamond',
    'M5RD',
    'Azul Vertigo com teto Black Diamond',
    '#1d4f9c',
    '#0b0b0d',
  ),
} as const;

const PEUGEOT_PAINT_PRICES = { solid: 1_390_00, metallic: 2_390_00, pearly: 3_190_00 } as const;

// ---------------------------------------------------------------------------------------------
// 208: Drive Assist includes Visio, which includes the front sensors; Style and Black exclude
// each other; the panoramic roof needs an assistance pack and clashes with the Black Diamond roof;
// two-tone paints need that roof.

const P208_ACTIVE = [
  'Ar-condicionado',
  'Direção elétrica',
  'Central multimídia 10" com Android Auto e Apple CarPlay sem fio',
  'Volante compacto multifuncional',
  'Controle de estabilidade e de tração',
  'Quatro airbags',
  'Faróis com assinatura em LED de três garras',
];
const P208_ALLURE = [
  ...P208_ACTIVE,
  'Motor 1.0 Turbo 200 de 130 cv',
  'Câmbio CVT com 7 marchas simuladas',
  'Painel de instrumentos digital i-Cockpit',
  'Rodas de liga leve 16"',
  'Câmera de ré',
];
const P208_GT = [
  ...P208_ALLURE,
  'Painel i-Cockpit 3D',
  'Faróis Full LED',
  'Bancos em tecido e couro ecológico com costura verde',
  'Rodas de liga leve 17" diamantadas',
  'Carregador de celular por indução',
];
const P208_ELECTRIC = [
  ...P208_GT.filter((s) => !s.startsWith('Motor') && !s.startsWith('Câmbio')),
  'Motor elétrico de 136 cv',
  'Bateria de 50 kWh',
  'Recarga rápida DC até 100 kW',
  'Carregador portátil Modo 2',
];

const p208Dimensions = {
  lengthMm: 4_055,
  widthMm: 1_745,
  heightMm: 1_451,
  wheelbaseMm: 2_540,
  trunkLitres: 265,
  tankLitres: 47,
};

const { tankLitres: _noTank, ...p208ElectricDimensions } = p208Dimensions;

const p208TwoTone = [P.brancoBlackDiamond.id, P.vermelhoBlackDiamond.id, P.azulBlackDiamond.id];

const p208Parts: CataloguePart[] = [
  item('pack-drive-assist', 'UFDA', 'Pack Drive Assist', 4_990_00, {
    inclusive: ['pack-visio'],
    description: 'Piloto automático adaptativo, alerta de faixa e frenagem autônoma; inclui o Pack Visio.',
    featured: true,
  }),
  item('pack-visio', 'UFVS', 'Pack Visio', 2_490_00, {
    inclusive: ['item-sensor-dianteiro'],
    description: 'Câmera de ré 180° e sensores de estacionamento dianteiros.',
  }),
  item('item-sensor-dianteiro', 'UFSD', 'Sensores de estacionamento dianteiros', 790_00),
  item('item-teto-panoramico', 'OKCI', 'Teto panorâmico de vidro Cielo', 4_490_00, {
    exclusive: ['item-teto-black-diamond'],
    description: 'Vendido com um pacote de assistência; não combina com o teto Black Diamond.',
  }),
  item('item-teto-black-diamond', 'OKBD', 'Teto Black Diamond', 1_490_00, {
    optionalColors: p208TwoTone,
    exclusive: ['item-teto-panoramico'],
  }),
  item('pack-style', 'UFST', 'Pack Style', 1_990_00, {
    exclusive: ['pack-black'],
    description: 'Molduras cromadas, faróis de neblina e soleiras em alumínio.',
  }),
  item('pack-black', 'UFBK', 'Pack Black', 2_290_00, {
    exclusive: ['pack-style'],
    optionalColors: [P.pretoPerlaNera.id, P.brancoBanquise.id, P.cinzaSelenium.id, P.brancoBlackDiamond.id],
    description: 'Emblemas e grade em preto brilhante; só nas cores preta, branca e Selenium.',
  }),
  ...mutuallyExclusive(
    [
      item('item-rodas-16', 'ZR16', 'Rodas de liga leve 16" Elborn', 1_290_00),
      item('item-rodas-17', 'ZR17', 'Rodas de liga leve 17" Karakoy diamantadas', 2_490_00),
    ],
    ['item-rodas-16', 'item-rodas-17'],
  ),
  accessory('acc-tapetes', '1612345601', 'Jogo de tapetes de borracha', 350_00),
  accessory('acc-engate', '1612345602', 'Engate reboque removível', 1_390_00),
  accessory('acc-defletores', '1612345603', 'Defletores de chuva', 390_00),
  accessory('acc-alarme', '1612345604', 'Alarme antifurto', 590_00),
  accessory('acc-carregador-parede', '1612345605', 'Carregador de parede 7,4 kW com instalação', 6_990_00),
  color(P.brancoBanquise, 0),
  ...colorsByCategory(
    [P.pretoPerlaNera, P.cinzaArtense, P.cinzaSelenium, P.vermelhoElixir, P.azulVertigo, P.brancoNacre],
    PEUGEOT_PAINT_PRICES,
  ),
  color(P.brancoBlackDiamond, 1_990_00, { inclusive: ['item-teto-black-diamond'] }),
  color(P.vermelhoBlackDiamond, 2_990_00, { inclusive: ['item-teto-black-diamond'] }),
  color(P.azulBlackDiamond, 2_990_00, { inclusive: ['item-teto-black-diamond'] }),
  coating('coating-tecido', 'T0PA', 'Tecido Mistral', '#5d6166', 0),
  coating('coating-tecido-couro', 'T0PC', 'Tecido e couro ecológico', '#1e1e1f', 1_490_00),
  coating('coating-alcantara', 'T0PG', 'Alcantara e couro ecológico com costura verde', '#303236', 2_990_00),
];

const p208 = defineModel({
  brand: 'peugeot',
  code: 'P21A',
  name: 'Peugeot 208',
  shortName: '208',
  category: 'hatch',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'O hatch com i-Cockpit, também 100% elétrico.',
  parts: p208Parts,
  groups: [
    oneOf('wheels', 'Escolha as rodas', ['item-rodas-16', 'item-rodas-17']),
    dependency('roof-assist', 'O teto panorâmico é vendido com um destes pacotes', 'item-teto-panoramico', [
      'pack-visio',
      'pack-drive-assist',
    ]),
  ],
  services: standardServices('peugeot-208', 119_990_00),
  versions: [
    {
      versionCode: 'A5ACTVF10M5',
      seriesCode: '0',
      name: 'Active 1.0',
      gear: 'Manual 5 marchas',
      engine: '1.0 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 87_990_00,
      serialItems: P208_ACTIVE,
      datasheet: sheet(
        ENGINES.firefly10,
        gearbox('manual', 5),
        p208Dimensions,
        flex(9.2, 10.6, 13.1, 14.9),
        13.9,
        158,
      ),
      withoutParts: [
        'pack-drive-assist',
        'item-teto-panoramico',
        'pack-black',
        'item-rodas-17',
        'acc-carregador-parede',
        'coating-tecido-couro',
        'coating-alcantara',
      ],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'A5ALURT20CV',
      seriesCode: '1',
      name: 'Allure Turbo 200 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 119_990_00,
      serialItems: P208_ALLURE,
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        p208Dimensions,
        flex(8.7, 10.3, 12.3, 14.5),
        9.3,
        190,
      ),
      withoutParts: ['acc-carregador-parede', 'coating-alcantara'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'A5GT00T20CV',
      seriesCode: '2',
      name: 'GT Turbo 200 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 129_990_00,
      serialItems: P208_GT,
      highlights: ['i-Cockpit 3D', 'Faróis Full LED', 'Rodas 17" diamantadas'],
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        p208Dimensions,
        flex(8.6, 10.2, 12.2, 14.3),
        9.3,
        190,
      ),
      withoutParts: [
        'item-rodas-16',
        'item-rodas-17',
        'pack-style',
        'acc-carregador-parede',
        'coating-tecido',
      ],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido-couro',
    },
    {
      versionCode: 'A5EGT0ELE1V',
      seriesCode: '3',
      name: 'e-208 GT',
      gear: 'Automático de uma marcha',
      engine: 'Elétrico 136 cv',
      doors: 4,
      fuel: 'Electric',
      basePrice: 199_990_00,
      modelYears: [2026],
      serialItems: P208_ELECTRIC,
      highlights: ['100% elétrico, 136 cv', 'Autonomia de 220 km (PBEV)', 'Recarga rápida até 100 kW'],
      datasheet: sheet(
        ENGINES.e208,
        gearbox('single-speed', 1),
        p208ElectricDimensions,
        electric(7.4, 6.1),
        8.1,
        150,
        { capacityKwh: 50, rangeKm: 220 },
      ),
      withoutParts: ['item-rodas-16', 'item-rodas-17', 'pack-style', 'acc-engate', 'coating-tecido'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido-couro',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// 2008

const P2008_ACTIVE = [
  'Motor 1.0 Turbo 200 de 130 cv',
  'Câmbio CVT com 7 marchas simuladas',
  'Central multimídia 10" com Android Auto e Apple CarPlay sem fio',
  'Painel de instrumentos digital i-Cockpit',
  'Ar-condicionado digital',
  'Seis airbags',
  'Rodas de liga leve 17"',
];
const P2008_ALLURE = [
  ...P2008_ACTIVE,
  'Câmera de ré',
  'Grip Control com cinco modos',
  'Bancos em tecido e couro ecológico',
];
const P2008_GT = [
  ...P2008_ALLURE,
  'Painel i-Cockpit 3D',
  'Faróis Full LED com assinatura de três garras',
  'Frenagem autônoma de emergência',
  'Teto Black Diamond',
];

const p2008Dimensions = {
  lengthMm: 4_300,
  widthMm: 1_770,
  heightMm: 1_550,
  wheelbaseMm: 2_605,
  trunkLitres: 434,
  tankLitres: 47,
};

const p2008 = defineModel({
  brand: 'peugeot',
  code: 'P24A',
  name: 'Peugeot 2008',
  shortName: '2008',
  category: 'suv',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'SUV compacto com i-Cockpit e Grip Control.',
  parts: [
    item('item-teto-black-diamond', 'OKBD', 'Teto Black Diamond', 1_490_00, {
      optionalColors: [P.brancoBlackDiamond.id, P.vermelhoBlackDiamond.id],
    }),
    item('item-teto-solar', 'OKTS', 'Teto solar elétrico', 5_490_00, {
      exclusive: ['item-teto-black-diamond'],
    }),
    item('pack-visio', 'UFVS', 'Pack Visio', 2_690_00, { description: 'Câmera 180° e sensores dianteiros.' }),
    accessory('acc-tapetes', '1612345611', 'Jogo de tapetes de borracha', 390_00),
    accessory('acc-rack-teto', '1612345612', 'Barras transversais de teto', 1_390_00),
    accessory('acc-engate', '1612345613', 'Engate reboque removível', 1_490_00),
    accessory('acc-protetor-porta-malas', '1612345614', 'Bandeja de porta-malas', 390_00),
    color(P.brancoBanquise, 0),
    ...colorsByCategory(
      [P.pretoPerlaNera, P.cinzaArtense, P.vermelhoElixir, P.amareloFaro],
      PEUGEOT_PAINT_PRICES,
    ),
    color(P.brancoBlackDiamond, 1_990_00, { inclusive: ['item-teto-black-diamond'] }),
    color(P.vermelhoBlackDiamond, 2_990_00, { inclusive: ['item-teto-black-diamond'] }),
    coating('coating-tecido', 'T0QA', 'Tecido Mistral', '#5d6166', 0),
    coating('coating-tecido-couro', 'T0QC', 'Tecido e couro ecológico', '#1e1e1f', 0),
  ],
  services: standardServices('peugeot-2008', 149_990_00),
  versions: [
    {
      versionCode: 'A8ACPKT20CV',
      seriesCode: '0',
      name: 'Active Pack Turbo 200 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 139_990_00,
      serialItems: P2008_ACTIVE,
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        p2008Dimensions,
        flex(8.3, 9.8, 11.8, 13.8),
        9.9,
        185,
      ),
      withoutParts: ['item-teto-solar', 'coating-tecido-couro'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'A8ALURT20CV',
      seriesCode: '1',
      name: 'Allure Turbo 200 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 149_990_00,
      serialItems: P2008_ALLURE,
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        p2008Dimensions,
        flex(8.3, 9.8, 11.8, 13.8),
        9.9,
        185,
      ),
      withoutParts: ['coating-tecido'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido-couro',
    },
    {
      versionCode: 'A8GT00T20CV',
      seriesCode: '2',
      name: 'GT Turbo 200 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 159_990_00,
      serialItems: P2008_GT.filter((s) => s !== 'Teto Black Diamond'),
      highlights: ['i-Cockpit 3D', 'Frenagem autônoma', 'Faróis Full LED'],
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        p2008Dimensions,
        flex(8.2, 9.7, 11.7, 13.6),
        9.9,
        185,
      ),
      withoutParts: ['pack-visio', 'coating-tecido'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido-couro',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// 3008

const P3008_ALLURE = [
  'Motor 1.2 Turbo Hybrid 48V de 145 cv',
  'Câmbio automático de dupla embreagem e-DCS6',
  'Panoramic i-Cockpit com tela curva de 21"',
  'Ar-condicionado digital de duas zonas',
  'Frenagem autônoma de emergência',
  'Piloto automático adaptativo',
  'Tampa do porta-malas elétrica',
  'Rodas de liga leve 19"',
];
const P3008_GT = [
  ...P3008_ALLURE,
  'Faróis Matrix LED',
  'Bancos em Alcantara com massagem',
  'Som premium Focal',
  'Rodas de liga leve 20"',
];

const p3008Dimensions = {
  lengthMm: 4_542,
  widthMm: 1_895,
  heightMm: 1_641,
  wheelbaseMm: 2_739,
  trunkLitres: 588,
  tankLitres: 55,
};

const p3008 = defineModel({
  brand: 'peugeot',
  code: 'P84A',
  name: 'Peugeot 3008',
  shortName: '3008',
  category: 'suv-coupe',
  markets: ['BR', 'AR'],
  modelYears: [2026],
  tagline: 'SUV cupê híbrido com o Panoramic i-Cockpit.',
  arsPerBrl: 380,
  parts: [
    item('item-teto-panoramico', 'OKCI', 'Teto panorâmico de vidro', 6_990_00),
    item('item-som-focal', 'RFOC', 'Som premium Focal', 4_990_00),
    accessory('acc-tapetes', '1612345621', 'Jogo de tapetes de borracha', 490_00),
    accessory('acc-rack-teto', '1612345622', 'Barras transversais de teto', 1_690_00),
    accessory('acc-engate', '1612345623', 'Engate reboque removível', 1_790_00),
    color(P.brancoBanquise, 0),
    ...colorsByCategory(
      [P.pretoPerlaNera, P.cinzaSelenium, P.cinzaArtense, P.azulVertigo, P.brancoNacre],
      PEUGEOT_PAINT_PRICES,
    ),
    coating('coating-tecido-couro', 'T0RA', 'Tecido e couro ecológico', '#1e1e1f', 0),
    coating('coating-alcantara', 'T0RC', 'Alcantara e couro ecológico', '#303236', 2_490_00),
  ],
  services: standardServices('peugeot-3008', 289_990_00),
  versions: [
    {
      versionCode: 'A9ALURPH6DC',
      seriesCode: '0',
      name: 'Allure Hybrid',
      gear: 'Automático e-DCS6',
      engine: '1.2 Turbo Hybrid 48V',
      doors: 4,
      fuel: 'Hybrid',
      basePrice: 259_990_00,
      serialItems: P3008_ALLURE,
      datasheet: sheet(
        ENGINES.puretechHybrid,
        gearbox('dct', 6),
        p3008Dimensions,
        gasoline(15.1, 14.2),
        10.2,
        201,
      ),
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido-couro',
    },
    {
      versionCode: 'A9GT00PH6DC',
      seriesCode: '1',
      name: 'GT Hybrid',
      gear: 'Automático e-DCS6',
      engine: '1.2 Turbo Hybrid 48V',
      doors: 4,
      fuel: 'Hybrid',
      basePrice: 289_990_00,
      serialItems: P3008_GT,
      highlights: ['Faróis Matrix LED', 'Som Focal', 'Bancos com massagem'],
      datasheet: sheet(
        ENGINES.puretechHybrid,
        gearbox('dct', 6),
        p3008Dimensions,
        gasoline(14.8, 13.9),
        10.4,
        201,
      ),
      withoutParts: ['item-som-focal', 'coating-tecido-couro'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-alcantara',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Partner Rapid

const PARTNER_FURGAO = [
  'Motor 1.3 Firefly de 107 cv',
  'Direção elétrica',
  'Volume de carga de 3.300 litros',
  'Capacidade de carga de 650 kg',
  'Portas traseiras assimétricas',
  'Dois airbags',
];
const PARTNER_BUSINESS = [
  ...PARTNER_FURGAO,
  'Ar-condicionado',
  'Vidros e travas elétricas',
  'Central multimídia 7" com Android Auto e Apple CarPlay',
];

const partnerDimensions = {
  lengthMm: 4_384,
  widthMm: 1_732,
  heightMm: 1_924,
  wheelbaseMm: 2_737,
  trunkLitres: 3_300,
  tankLitres: 55,
  payloadKg: 650,
};

const partner = defineModel({
  brand: 'peugeot',
  code: 'PK9R',
  name: 'Peugeot Partner Rapid',
  shortName: 'Partner Rapid',
  category: 'van',
  markets: ['BR'],
  modelYears: [2026],
  tagline: 'Furgão compacto com 3.300 litros de carga.',
  parts: [
    item('item-ar', 'ZAC0', 'Ar-condicionado', 3_990_00),
    item('item-sensor-re', 'ZSRE', 'Sensor de estacionamento traseiro', 890_00),
    accessory('acc-divisoria', '1612345631', 'Divisória de cabine com janela', 1_490_00),
    accessory('acc-revestimento', '1612345632', 'Revestimento do compartimento de carga', 1_890_00),
    accessory('acc-rack-teto', '1612345633', 'Rack de teto para carga', 1_990_00),
    color(P.brancoBanquise, 0),
    ...colorsByCategory([P.pretoPerlaNera, P.cinzaArtense], PEUGEOT_PAINT_PRICES),
    coating('coating-tecido', 'T0KA', 'Tecido preto resistente', '#2c2d30', 0),
  ],
  services: standardServices('peugeot-partner', 114_990_00),
  versions: [
    {
      versionCode: 'V2FURGF13M5',
      seriesCode: '0',
      name: 'Furgão 1.3',
      gear: 'Manual 5 marchas',
      engine: '1.3 Firefly Flex',
      doors: 2,
      fuel: 'Flex',
      basePrice: 109_990_00,
      serialItems: PARTNER_FURGAO,
      datasheet: sheet(
        ENGINES.firefly13,
        gearbox('manual', 5),
        partnerDimensions,
        flex(7.9, 9.1, 11.2, 12.8),
        13.1,
        160,
      ),
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'V2BUSIF13M5',
      seriesCode: '1',
      name: 'Business 1.3',
      gear: 'Manual 5 marchas',
      engine: '1.3 Firefly Flex',
      doors: 2,
      fuel: 'Flex',
      basePrice: 119_990_00,
      serialItems: PARTNER_BUSINESS,
      datasheet: sheet(
        ENGINES.firefly13,
        gearbox('manual', 5),
        partnerDimensions,
        flex(7.8, 9.0, 11.0, 12.6),
        13.3,
        160,
      ),
      withoutParts: ['item-ar'],
      defaultColorId: P.brancoBanquise.id,
      defaultCoatingId: 'coating-tecido',
    },
  ],
});

export const PEUGEOT_MODELS: readonly CatalogueModel[] = [p208, p2008, p3008, partner];
