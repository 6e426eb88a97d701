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

/** Fiat paints; Abarth shares them. Codes end in M (metallic) or P (pearly), otherwise solid. */
export const FIAT_PAINTS = {
  brancoBanchisa: paint('color-branco-banchisa', '268', 'Branco Banchisa', '#f3f3ef'),
  vermelhoMontecarlo: paint('color-vermelho-montecarlo', '117', 'Vermelho Montecarlo', '#b3121f'),
  pretoVulcano: paint('color-preto-vulcano', '876M', 'Preto Vulcano', '#15161a'),
  cinzaStrato: paint('color-cinza-strato', '695M', 'Cinza Strato', '#6d7176'),
  prataBari: paint('color-prata-bari', '611M', 'Prata Bari', '#b9bcbf'),
  cinzaSilverstone: paint('color-cinza-silverstone', '612M', 'Cinza Silverstone', '#8c9094'),
  azulAmalfi: paint('color-azul-amalfi', '473M', 'Azul Amalfi', '#1f4e8c'),
  verdeAmazonia: paint('color-verde-amazonia', '395M', 'Verde Amazônia', '#3d5a40'),
  brancoAlaska: paint('color-branco-alaska', '296P', 'Branco Alaska', '#f7f6f1'),
  brancoTetoPreto: paint(
    'color-branco-teto-preto',
    'T268',
    'Branco Banchisa com teto Preto Vulcano',
    '#f3f3ef',
    '#15161a',
  ),
  vermelhoTetoPreto: paint(
    'color-vermelho-teto-preto',
    'T117',
    'Vermelho Montecarlo com teto Preto Vulcano',
    '#b3121f',
    '#15161a',
  ),
  cinzaTetoPreto: paint(
    'color-cinza-teto-preto',
    'T695M',
    'Cinza Strato com teto Preto Vulcano',
    '#6d7176',
    '#15161a',
  ),
} as const;

const P = FIAT_PAINTS;
const FIAT_PAINT_PRICES = { solid: 1_390_00, metallic: 2_490_00, pearly: 3_290_00 } as const;

// ---------------------------------------------------------------------------------------------
// Mobi

const MOBI_LIKE = [
  'Direção elétrica',
  'Ar-condicionado',
  'Vidros elétricos dianteiros',
  'Travas elétricas',
  'Central multimídia Fiat Connect 7" com Android Auto e Apple CarPlay',
  'Controle de estabilidade e de tração',
  'Assistente de partida em rampa',
  'Quatro airbags',
];
const MOBI_TREKKING = [
  ...MOBI_LIKE,
  'Rodas de liga leve 14" escurecidas',
  'Suspensão elevada',
  'Barras de teto longitudinais',
  'Molduras nas caixas de roda',
];

const mobiDimensions = {
  lengthMm: 3_566,
  widthMm: 1_633,
  heightMm: 1_490,
  wheelbaseMm: 2_305,
  trunkLitres: 215,
  tankLitres: 47,
};

const mobi = defineModel({
  brand: 'fiat',
  code: '341',
  name: 'Fiat Mobi',
  shortName: 'Mobi',
  category: 'hatch',
  markets: ['BR'],
  modelYears: [2026],
  tagline: 'O compacto para a cidade, econômico e fácil de estacionar.',
  parts: [
    item('pack-conforto', '8TM', 'Pack Conforto', 1_890_00, {
      description:
        'Vidros elétricos traseiros, retrovisores elétricos e banco do motorista com ajuste de altura.',
    }),
    item('item-sensor-re', '508', 'Sensor de estacionamento traseiro', 790_00),
    item('item-rodas-14', '4AR', 'Rodas de liga leve 14"', 1_690_00),
    accessory('acc-tapetes', '50929186', 'Jogo de tapetes de borracha', 290_00),
    accessory('acc-alarme', '50927311', 'Alarme com sensor volumétrico', 590_00),
    accessory('acc-engate', '50929470', 'Engate reboque removível', 1_190_00),
    accessory('acc-protetor-carter', '50928302', 'Protetor de cárter', 490_00),
    accessory('acc-frisos', '50926884', 'Frisos laterais na cor do veículo', 290_00),
    color(P.brancoBanchisa, 0),
    ...colorsByCategory([P.vermelhoMontecarlo, P.pretoVulcano, P.prataBari, P.cinzaStrato], {
      solid: 990_00,
      metallic: 1_890_00,
      pearly: 2_490_00,
    }),
    coating('coating-tecido', '0DA', 'Tecido preto com detalhes cinza', '#2c2d30', 0),
    coating('coating-tecido-trekking', '0DT', 'Tecido Trekking com detalhes laranja', '#2c2d30', 0),
  ],
  services: standardServices('fiat-mobi', 79_990_00),
  versions: [
    {
      versionCode: 'L10',
      seriesCode: '1',
      name: 'Like 1.0',
      gear: 'Manual 5 marchas',
      engine: '1.0 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 79_990_00,
      serialItems: MOBI_LIKE,
      datasheet: sheet(
        ENGINES.firefly10,
        gearbox('manual', 5),
        mobiDimensions,
        flex(9.4, 10.5, 13.5, 15.0),
        13.6,
        151,
      ),
      withoutParts: ['coating-tecido-trekking'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'T10',
      seriesCode: '2',
      name: 'Trekking 1.0',
      gear: 'Manual 5 marchas',
      engine: '1.0 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 86_990_00,
      serialItems: MOBI_TREKKING,
      highlights: [
        'Suspensão elevada',
        'Rodas de liga leve 14" escurecidas',
        'Multimídia 7" com espelhamento',
      ],
      datasheet: sheet(
        ENGINES.firefly10,
        gearbox('manual', 5),
        { ...mobiDimensions, heightMm: 1_530 },
        flex(9.2, 10.2, 13.2, 14.6),
        13.9,
        149,
      ),
      withoutParts: ['item-rodas-14', 'coating-tecido'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido-trekking',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Argo

const ARGO_DRIVE = [
  'Ar-condicionado',
  'Direção elétrica',
  'Central multimídia 7" com Android Auto e Apple CarPlay sem fio',
  'Vidros, travas e retrovisores elétricos',
  'Volante multifuncional',
  'Controle de estabilidade e de tração',
  'Quatro airbags',
  'Faróis com luz diurna em LED',
];
const ARGO_DRIVE_CVT = [
  ...ARGO_DRIVE,
  'Câmbio CVT com 7 marchas simuladas',
  'Rodas de liga leve 15"',
  'Piloto automático',
];
const ARGO_TREKKING = [
  ...ARGO_DRIVE_CVT,
  'Suspensão elevada',
  'Rodas de liga leve 15" escurecidas',
  'Faróis de neblina',
  'Painel de instrumentos digital 7"',
];

const argoDimensions = {
  lengthMm: 4_000,
  widthMm: 1_724,
  heightMm: 1_501,
  wheelbaseMm: 2_521,
  trunkLitres: 300,
  tankLitres: 48,
};

const argo = defineModel({
  brand: 'fiat',
  code: '358',
  name: 'Fiat Argo',
  shortName: 'Argo',
  category: 'hatch',
  markets: ['BR'],
  modelYears: [2026, 2027],
  tagline: 'Hatch espaçoso, conectado e com câmbio CVT.',
  parts: [
    item('pack-tech', '5AK', 'Pack Tech', 3_490_00, {
      inclusive: ['item-camera-re'],
      description: 'Central multimídia 10,1", painel digital 7" e câmera de ré.',
      featured: true,
    }),
    item('item-camera-re', '316', 'Câmera de ré', 990_00),
    item('item-rodas-15', '4BR', 'Rodas de liga leve 15"', 1_890_00),
    item('item-neblina', '097', 'Faróis de neblina', 790_00),
    accessory('acc-tapetes', '50929187', 'Jogo de tapetes de borracha', 320_00),
    accessory('acc-rack-teto', '50927788', 'Rack de teto', 1_190_00),
    accessory('acc-engate', '50929471', 'Engate reboque removível', 1_290_00),
    accessory('acc-soleiras', '50926731', 'Soleiras de porta em aço inox', 390_00),
    accessory('acc-alarme', '50927312', 'Alarme com sensor volumétrico', 590_00),
    color(P.brancoBanchisa, 0),
    ...colorsByCategory(
      [P.vermelhoMontecarlo, P.pretoVulcano, P.prataBari, P.cinzaStrato, P.azulAmalfi],
      FIAT_PAINT_PRICES,
    ),
    coating('coating-tecido', '0EA', 'Tecido preto', '#2c2d30', 0),
    coating('coating-couro-eco', '5WM', 'Revestimento em couro ecológico', '#1e1e1f', 1_990_00, {
      inclusive: ['pack-tech'],
    }),
  ],
  services: standardServices('fiat-argo', 92_990_00),
  versions: [
    {
      versionCode: 'D10',
      seriesCode: '1',
      name: 'Drive 1.0',
      gear: 'Manual 5 marchas',
      engine: '1.0 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 92_990_00,
      serialItems: ARGO_DRIVE,
      datasheet: sheet(
        ENGINES.firefly10,
        gearbox('manual', 5),
        argoDimensions,
        flex(9.0, 10.3, 12.8, 14.5),
        13.4,
        160,
      ),
      withoutParts: ['pack-tech', 'coating-couro-eco'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'D3C',
      seriesCode: '2',
      name: 'Drive 1.3 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.3 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 107_990_00,
      serialItems: ARGO_DRIVE_CVT,
      datasheet: sheet(
        ENGINES.firefly13,
        gearbox('cvt', 7),
        argoDimensions,
        flex(8.4, 9.9, 11.8, 13.9),
        11.6,
        178,
      ),
      withoutParts: ['item-rodas-15'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'T3C',
      seriesCode: '3',
      name: 'Trekking 1.3 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.3 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 112_990_00,
      serialItems: ARGO_TREKKING,
      highlights: ['Suspensão elevada', 'Painel digital 7"', 'Câmbio CVT'],
      datasheet: sheet(
        ENGINES.firefly13,
        gearbox('cvt', 7),
        { ...argoDimensions, heightMm: 1_553 },
        flex(8.1, 9.5, 11.5, 13.4),
        11.9,
        175,
      ),
      withoutParts: ['item-rodas-15', 'item-neblina'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Cronos

const CRONOS_DRIVE = [
  'Ar-condicionado',
  'Direção elétrica',
  'Central multimídia 7" com Android Auto e Apple CarPlay sem fio',
  'Vidros, travas e retrovisores elétricos',
  'Porta-malas de 525 litros',
  'Controle de estabilidade e de tração',
  'Quatro airbags',
];
const CRONOS_DRIVE_CVT = [
  ...CRONOS_DRIVE,
  'Câmbio CVT com 7 marchas simuladas',
  'Piloto automático',
  'Rodas de liga leve 15"',
];
const CRONOS_PRECISION = [
  ...CRONOS_DRIVE_CVT,
  'Central multimídia 10,1"',
  'Painel de instrumentos digital 7"',
  'Ar-condicionado digital',
  'Bancos em couro ecológico',
  'Câmera de ré',
];

const cronosDimensions = {
  lengthMm: 4_364,
  widthMm: 1_726,
  heightMm: 1_508,
  wheelbaseMm: 2_521,
  trunkLitres: 525,
  tankLitres: 48,
};

const cronos = defineModel({
  brand: 'fiat',
  code: '359',
  name: 'Fiat Cronos',
  shortName: 'Cronos',
  category: 'sedan',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'O sedã com o maior porta-malas da categoria, feito em Córdoba.',
  arsPerBrl: 310,
  parts: mutuallyExclusive(
    [
      item('pack-style', '6RL', 'Pack Style', 2_490_00, {
        description: 'Rodas de liga leve 16", faróis de neblina e frisos cromados.',
        inclusive: ['item-rodas-16'],
      }),
      item('item-rodas-15', '4CR', 'Rodas de liga leve 15"', 1_690_00),
      item('item-rodas-16', '4CS', 'Rodas de liga leve 16" diamantadas', 2_290_00),
      item('item-sensor-re', '508', 'Sensor de estacionamento traseiro', 890_00),
      item('pack-tech', '5AK', 'Pack Tech', 3_490_00, {
        description: 'Central multimídia 10,1", painel digital 7" e câmera de ré.',
        featured: true,
      }),
      accessory('acc-tapetes', '50929188', 'Jogo de tapetes em carpete', 390_00),
      accessory('acc-engate', '50929472', 'Engate reboque removível', 1_290_00),
      accessory('acc-defletores', '50926600', 'Defletores de chuva', 350_00),
      accessory('acc-soleiras', '50926732', 'Soleiras de porta em aço inox', 390_00),
      accessory('acc-alarme', '50927313', 'Alarme com sensor volumétrico', 590_00),
      color(P.brancoBanchisa, 0),
      ...colorsByCategory(
        [P.vermelhoMontecarlo, P.pretoVulcano, P.prataBari, P.cinzaSilverstone, P.brancoAlaska],
        FIAT_PAINT_PRICES,
      ),
      coating('coating-tecido', '0FA', 'Tecido preto', '#2c2d30', 0),
      coating('coating-couro-eco', '5WN', 'Revestimento em couro ecológico', '#1e1e1f', 1_990_00),
    ],
    ['item-rodas-15', 'item-rodas-16'],
  ),
  groups: [oneOf('wheels', 'Escolha o tamanho das rodas', ['item-rodas-15', 'item-rodas-16'])],
  services: standardServices('fiat-cronos', 104_990_00),
  versions: [
    {
      versionCode: 'D3M',
      seriesCode: '1',
      name: 'Drive 1.3',
      gear: 'Manual 5 marchas',
      engine: '1.3 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 104_990_00,
      serialItems: CRONOS_DRIVE,
      datasheet: sheet(
        ENGINES.firefly13,
        gearbox('manual', 5),
        cronosDimensions,
        flex(8.6, 10.1, 12.1, 14.3),
        11.4,
        180,
      ),
      withoutParts: ['pack-tech', 'coating-couro-eco'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'D3C',
      seriesCode: '2',
      name: 'Drive 1.3 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.3 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 114_990_00,
      serialItems: CRONOS_DRIVE_CVT,
      datasheet: sheet(
        ENGINES.firefly13,
        gearbox('cvt', 7),
        cronosDimensions,
        flex(8.3, 9.8, 11.7, 13.8),
        11.8,
        178,
      ),
      withoutParts: ['item-rodas-15'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'P3C',
      seriesCode: '3',
      name: 'Precision 1.3 CVT',
      gear: 'Automático CVT 7 marchas',
      engine: '1.3 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 121_990_00,
      serialItems: CRONOS_PRECISION,
      highlights: ['Multimídia 10,1"', 'Painel digital 7"', 'Porta-malas de 525 litros'],
      datasheet: sheet(
        ENGINES.firefly13,
        gearbox('cvt', 7),
        cronosDimensions,
        flex(8.3, 9.8, 11.7, 13.8),
        11.8,
        178,
      ),
      withoutParts: ['pack-tech', 'item-rodas-15', 'coating-tecido'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-couro-eco',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Pulse: packs that include packs, a sunroof that needs the tech pack and clashes with the painted
// roof, two-tone paints only with that roof.

const PULSE_DRIVE = [
  'Ar-condicionado',
  'Central multimídia 8,4" com Android Auto e Apple CarPlay sem fio',
  'Painel de instrumentos digital 3,5"',
  'Direção elétrica',
  'Controle de estabilidade e de tração',
  'Quatro airbags',
  'Faróis em LED',
  'Rodas de liga leve 16"',
];
const PULSE_DRIVE_HYBRID = [
  ...PULSE_DRIVE,
  'Sistema Bio-Hybrid 12V',
  'Câmbio CVT com 7 marchas simuladas',
  'Partida sem chave',
];
const PULSE_AUDACE = [
  ...PULSE_DRIVE_HYBRID,
  'Painel de instrumentos digital 7"',
  'Ar-condicionado digital',
  'Câmera de ré',
  'Rodas de liga leve 17"',
];
const PULSE_IMPETUS = [
  ...PULSE_AUDACE,
  'Central multimídia 10,1"',
  'Carregador de celular por indução',
  'Bancos em couro ecológico',
  'Frenagem autônoma de emergência',
];

const pulseDimensions = {
  lengthMm: 4_099,
  widthMm: 1_774,
  heightMm: 1_580,
  wheelbaseMm: 2_532,
  trunkLitres: 370,
  tankLitres: 47,
};

const pulseTwoTone = [P.brancoTetoPreto.id, P.vermelhoTetoPreto.id, P.cinzaTetoPreto.id];

const pulse = defineModel({
  brand: 'fiat',
  code: '363',
  name: 'Fiat Pulse',
  shortName: 'Pulse',
  category: 'suv',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'SUV compacto com motor turbo e tecnologia híbrida.',
  parts: [
    ...mutuallyExclusive(
      [
        item('pack-safety', '7SF', 'Pack Safety', 3_490_00, {
          inclusive: ['pack-tech'],
          description:
            'Frenagem autônoma, alerta de saída de faixa e farol alto automático; inclui o Pack Tech.',
          featured: true,
        }),
        item('pack-tech', '5AK', 'Pack Tech', 3_990_00, {
          inclusive: ['item-carregador-inducao'],
          description: 'Central multimídia 10,1", painel digital 7" e carregador por indução.',
        }),
        item('item-carregador-inducao', '6WC', 'Carregador de celular por indução', 690_00),
        item('item-teto-solar', '400', 'Teto solar elétrico', 5_990_00, {
          inclusive: ['pack-tech'],
          exclusive: ['item-teto-preto'],
          description: 'Só com o Pack Tech; não combina com o teto pintado.',
        }),
        item('item-teto-preto', 'RPT', 'Teto pintado em Preto Vulcano', 1_290_00, {
          optionalColors: pulseTwoTone,
          exclusive: ['item-teto-solar'],
        }),
        item('pack-sport', '8SP', 'Pack Sport', 2_990_00, {
          exclusive: ['pack-style'],
          description: 'Aerofólio, pedaleiras em alumínio e detalhes em vermelho.',
        }),
        item('pack-style', '8ST', 'Pack Style', 2_490_00, {
          exclusive: ['pack-sport'],
          description: 'Frisos cromados, rack de teto prata e soleiras.',
        }),
        item('item-rodas-16', '4DR', 'Rodas de liga leve 16" diamantadas', 1_490_00),
        item('item-rodas-17', '4DS', 'Rodas de liga leve 17" escurecidas', 2_490_00),
      ],
      ['item-rodas-16', 'item-rodas-17'],
    ),
    accessory('acc-tapetes', '50929189', 'Jogo de tapetes de borracha', 350_00),
    accessory('acc-rack-teto', '50927790', 'Rack de teto transversal', 1_290_00),
    accessory('acc-suporte-bike', '50927901', 'Suporte de bicicleta para teto', 890_00, {
      inclusive: ['acc-rack-teto'],
    }),
    accessory('acc-engate', '50929473', 'Engate reboque removível', 1_390_00),
    accessory('acc-protetor-carter', '50928303', 'Protetor de cárter', 590_00),
    accessory('acc-soleiras', '50926733', 'Soleiras de porta iluminadas', 690_00),
    accessory('acc-alarme', '50927314', 'Alarme com sensor volumétrico', 590_00),
    color(P.brancoBanchisa, 0),
    ...colorsByCategory(
      [P.vermelhoMontecarlo, P.pretoVulcano, P.cinzaStrato, P.prataBari, P.brancoAlaska],
      FIAT_PAINT_PRICES,
    ),
    color(P.brancoTetoPreto, 1_990_00, { inclusive: ['item-teto-preto'] }),
    color(P.vermelhoTetoPreto, 2_390_00, { inclusive: ['item-teto-preto'] }),
    color(P.cinzaTetoPreto, 2_990_00, { inclusive: ['item-teto-preto'] }),
    coating('coating-tecido', '0GA', 'Tecido preto', '#2c2d30', 0),
    coating('coating-couro-eco', '5WP', 'Revestimento em couro ecológico', '#1e1e1f', 1_990_00),
    coating(
      'coating-couro-vermelho',
      '5WR',
      'Couro ecológico preto com costura vermelha',
      '#1e1e1f',
      2_490_00,
      {
        inclusive: ['pack-sport'],
      },
    ),
  ],
  groups: [oneOf('wheels', 'Escolha as rodas', ['item-rodas-16', 'item-rodas-17'])],
  services: standardServices('fiat-pulse', 129_990_00),
  versions: [
    {
      versionCode: 'D13',
      seriesCode: '1',
      name: 'Drive 1.3',
      gear: 'Manual 5 marchas',
      engine: '1.3 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 109_990_00,
      serialItems: PULSE_DRIVE,
      datasheet: sheet(
        ENGINES.firefly13,
        gearbox('manual', 5),
        pulseDimensions,
        flex(8.3, 9.6, 11.8, 13.5),
        11.9,
        175,
      ),
      withoutParts: [
        'pack-safety',
        'item-teto-solar',
        'item-rodas-16',
        'coating-couro-eco',
        'coating-couro-vermelho',
      ],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'DTH',
      seriesCode: '2',
      name: 'Drive T200 Hybrid',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex Bio-Hybrid',
      doors: 4,
      fuel: 'Flex Hybrid',
      basePrice: 129_990_00,
      serialItems: PULSE_DRIVE_HYBRID,
      highlights: ['Motor turbo com tecnologia híbrida', 'Câmbio CVT', 'Faróis em LED'],
      datasheet: sheet(
        ENGINES.t200Hybrid,
        gearbox('cvt', 7),
        pulseDimensions,
        flex(8.9, 10.4, 12.6, 14.6),
        9.4,
        195,
      ),
      withoutParts: ['item-rodas-16', 'coating-couro-vermelho'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'ATH',
      seriesCode: '3',
      name: 'Audace T200 Hybrid',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex Bio-Hybrid',
      doors: 4,
      fuel: 'Flex Hybrid',
      basePrice: 139_990_00,
      serialItems: PULSE_AUDACE,
      datasheet: sheet(
        ENGINES.t200Hybrid,
        gearbox('cvt', 7),
        pulseDimensions,
        flex(8.8, 10.2, 12.4, 14.4),
        9.4,
        195,
      ),
      withoutParts: ['item-rodas-17'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'ITH',
      seriesCode: '4',
      name: 'Impetus T200 Hybrid',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex Bio-Hybrid',
      doors: 4,
      fuel: 'Flex Hybrid',
      basePrice: 149_990_00,
      serialItems: PULSE_IMPETUS,
      highlights: ['Frenagem autônoma de emergência', 'Multimídia 10,1"', 'Carregador por indução'],
      datasheet: sheet(
        ENGINES.t200Hybrid,
        gearbox('cvt', 7),
        pulseDimensions,
        flex(8.8, 10.2, 12.4, 14.4),
        9.4,
        195,
      ),
      withoutParts: [
        'pack-safety',
        'pack-tech',
        'item-carregador-inducao',
        'item-rodas-17',
        'item-teto-solar',
        'coating-tecido',
      ],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-couro-eco',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Strada

const STRADA_ENDURANCE = [
  'Cabine Plus',
  'Ar-condicionado',
  'Direção elétrica',
  'Vidros e travas elétricas',
  'Controle de estabilidade e de tração',
  'Quatro airbags',
  'Protetor de caçamba',
];
const STRADA_FREEDOM = [
  'Cabine dupla com quatro portas',
  ...STRADA_ENDURANCE.slice(1),
  'Central multimídia 7" com Android Auto e Apple CarPlay sem fio',
  'Rodas de liga leve 15"',
];
const STRADA_VOLCANO = [
  ...STRADA_FREEDOM,
  'Câmbio CVT com 7 marchas simuladas',
  'Painel de instrumentos digital 7"',
  'Central multimídia 10,1"',
  'Rodas de liga leve 16"',
];
const STRADA_RANCH = [
  ...STRADA_VOLCANO,
  'Bancos em couro marrom',
  'Santo antônio',
  'Estribos laterais',
  'Capota marítima',
];

const stradaDimensions = {
  lengthMm: 4_474,
  widthMm: 1_732,
  heightMm: 1_595,
  wheelbaseMm: 2_737,
  trunkLitres: 844,
  tankLitres: 55,
  payloadKg: 650,
};

const strada = defineModel({
  brand: 'fiat',
  code: '281',
  name: 'Fiat Strada',
  shortName: 'Strada',
  category: 'pickup',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'A picape mais vendida do Brasil, agora com motor turbo e CVT.',
  parts: [
    item('pack-tech', '5AK', 'Pack Tech', 2_990_00, {
      description: 'Central multimídia 10,1" e painel digital 7".',
      featured: true,
    }),
    item('item-sensor-re', '508', 'Sensor de estacionamento traseiro', 890_00),
    item('item-rodas-16', '4ER', 'Rodas de liga leve 16"', 1_890_00),
    ...mutuallyExclusive(
      [
        accessory('acc-capota-maritima', '50930111', 'Capota marítima', 1_290_00),
        accessory('acc-capota-rigida', '50930112', 'Capota rígida basculante', 5_490_00),
      ],
      ['acc-capota-maritima', 'acc-capota-rigida'],
    ),
    accessory('acc-santo-antonio', '50930120', 'Santo antônio tubular', 2_290_00),
    accessory('acc-engate', '50929474', 'Engate reboque removível', 1_390_00),
    accessory('acc-estribos', '50930130', 'Estribos laterais', 1_790_00),
    accessory('acc-tapetes', '50929190', 'Jogo de tapetes de borracha', 350_00),
    accessory('acc-divisor-cacamba', '50930140', 'Divisor de caçamba', 490_00),
    color(P.brancoBanchisa, 0),
    ...colorsByCategory(
      [P.vermelhoMontecarlo, P.pretoVulcano, P.prataBari, P.cinzaStrato, P.verdeAmazonia],
      FIAT_PAINT_PRICES,
    ),
    coating('coating-tecido', '0HA', 'Tecido preto', '#2c2d30', 0),
    coating('coating-couro-marrom', '5WB', 'Couro marrom Ranch', '#5e3b26', 0),
  ],
  groups: [oneOf('bed-cover', 'Escolha uma capota', ['acc-capota-maritima', 'acc-capota-rigida'])],
  services: standardServices('fiat-strada', 119_990_00),
  versions: [
    {
      versionCode: 'E3P',
      seriesCode: '1',
      name: 'Endurance 1.3 Cabine Plus',
      gear: 'Manual 5 marchas',
      engine: '1.3 Firefly Flex',
      doors: 2,
      fuel: 'Flex',
      basePrice: 109_990_00,
      serialItems: STRADA_ENDURANCE,
      datasheet: sheet(
        ENGINES.firefly13,
        gearbox('manual', 5),
        { ...stradaDimensions, trunkLitres: 1_354, payloadKg: 720 },
        flex(8.2, 9.3, 11.6, 13.2),
        11.9,
        170,
      ),
      withoutParts: ['pack-tech', 'item-rodas-16', 'coating-couro-marrom'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'F3D',
      seriesCode: '2',
      name: 'Freedom 1.3 Cabine Dupla',
      gear: 'Manual 5 marchas',
      engine: '1.3 Firefly Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 119_990_00,
      serialItems: STRADA_FREEDOM,
      datasheet: sheet(
        ENGINES.firefly13,
        gearbox('manual', 5),
        stradaDimensions,
        flex(8.0, 9.1, 11.3, 12.9),
        12.2,
        168,
      ),
      withoutParts: ['coating-couro-marrom'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'V2C',
      seriesCode: '3',
      name: 'Volcano T200 CVT Cabine Dupla',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 139_990_00,
      serialItems: STRADA_VOLCANO,
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        stradaDimensions,
        flex(8.4, 9.6, 11.9, 13.6),
        9.9,
        180,
      ),
      withoutParts: ['pack-tech', 'item-rodas-16', 'coating-couro-marrom'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'R2C',
      seriesCode: '4',
      name: 'Ranch T200 CVT Cabine Dupla',
      gear: 'Automático CVT 7 marchas',
      engine: '1.0 Turbo 200 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 149_990_00,
      serialItems: STRADA_RANCH,
      highlights: ['Bancos em couro marrom', 'Capota marítima e santo antônio', 'Motor turbo com CVT'],
      datasheet: sheet(
        ENGINES.t200,
        gearbox('cvt', 7),
        stradaDimensions,
        flex(8.4, 9.6, 11.9, 13.6),
        9.9,
        180,
      ),
      withoutParts: [
        'pack-tech',
        'item-rodas-16',
        'acc-capota-maritima',
        'acc-santo-antonio',
        'acc-estribos',
        'coating-tecido',
      ],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-couro-marrom',
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Toro: the largest model (benchmarks run on it). Pack Premium includes Pack Tech, which includes
// the wireless charger; Premium and Work exclude each other, as do Premium and Sport; the sunroof
// needs a tech pack (the buyer chooses which); two-tone paints need the painted roof.

export const TORO_MODEL_CODE = '226';

const TORO_ENDURANCE = [
  'Ar-condicionado',
  'Central multimídia 8,4" com Android Auto e Apple CarPlay sem fio',
  'Painel de instrumentos digital 3,5"',
  'Direção elétrica',
  'Controle de estabilidade, de tração e de descida',
  'Sete airbags',
  'Faróis em LED',
  'Rodas de liga leve 17"',
  'Tampa da caçamba com abertura bipartida',
];
const TORO_FREEDOM = [
  ...TORO_ENDURANCE,
  'Ar-condicionado digital de duas zonas',
  'Painel de instrumentos digital 7"',
  'Sensor de estacionamento traseiro',
  'Câmera de ré',
];
const TORO_VOLCANO = [
  ...TORO_FREEDOM,
  'Motor 2.2 turbodiesel de 200 cv',
  'Tração 4x4 sob demanda com reduzida',
  'Câmbio automático de 9 marchas',
  'Central multimídia 10,1"',
  'Bancos em couro',
];
const TORO_ULTRA = [
  ...TORO_VOLCANO,
  'Santo antônio esportivo',
  'Capota marítima',
  'Rodas de liga leve 18" escurecidas',
  'Banco do motorista com ajuste elétrico',
  'Carregador de celular por indução',
];

const toroDimensions = {
  lengthMm: 4_945,
  widthMm: 1_844,
  heightMm: 1_735,
  wheelbaseMm: 2_990,
  trunkLitres: 937,
  tankLitres: 55,
  payloadKg: 750,
};
const toroDieselDimensions = { ...toroDimensions, tankLitres: 60, payloadKg: 1_000 };

const toroTwoTone = [P.brancoTetoPreto.id, P.vermelhoTetoPreto.id, P.cinzaTetoPreto.id];

const toroItems: CataloguePart[] = mutuallyExclusive(
  [
    item('pack-premium', '9PR', 'Pack Premium', 9_990_00, {
      inclusive: ['pack-tech', 'item-banco-eletrico'],
      exclusive: ['pack-work', 'pack-sport'],
      description: 'Inclui o Pack Tech e o banco do motorista com ajuste elétrico.',
      featured: true,
    }),
    item('pack-tech', '5AK', 'Pack Tech', 6_990_00, {
      inclusive: ['item-carregador-inducao'],
      description: 'Central multimídia 10,1", painel digital 7" e carregador por indução.',
      featured: true,
    }),
    item('item-carregador-inducao', '6WC', 'Carregador de celular por indução', 690_00),
    item('item-banco-eletrico', '1BE', 'Banco do motorista com ajuste elétrico', 1_990_00),
    item('pack-work', '9WK', 'Pack Work', 3_490_00, {
      exclusive: ['pack-premium'],
      description: 'Protetor de caçamba, iluminação de caçamba e tomada 12V na caçamba.',
    }),
    item('pack-sport', '8SP', 'Pack Sport', 5_490_00, {
      exclusive: ['pack-premium'],
      optionalColors: [
        P.brancoBanchisa.id,
        P.vermelhoMontecarlo.id,
        P.pretoVulcano.id,
        P.brancoTetoPreto.id,
        P.vermelhoTetoPreto.id,
      ],
      description:
        'Bancos esportivos, pedaleiras em alumínio e grafismos; só nas cores branca, vermelha e preta.',
    }),
    item('item-teto-solar', '400', 'Teto solar elétrico', 7_490_00, {
      description: 'Exige o Pack Tech ou o Pack Premium.',
    }),
    item('item-teto-preto', 'RPT', 'Teto pintado em Preto Vulcano', 1_490_00, {
      optionalColors: toroTwoTone,
    }),
    item('item-rodas-17', '4FR', 'Rodas de liga leve 17" diamantadas', 2_490_00),
    item('item-rodas-18', '4FS', 'Rodas de liga leve 18" escurecidas', 3_990_00),
    item('item-adas', '7AD', 'Pacote ADAS', 4_990_00, {
      inclusive: ['item-camera-360'],
      description: 'Frenagem autônoma, piloto automático adaptativo, alerta de faixa e câmera 360°.',
    }),
    item('item-camera-360', '3CA', 'Câmera 360°', 2_290_00),
    item('item-engate-fabrica', 'TOW', 'Engate reboque de fábrica', 1_990_00, { exclusive: ['acc-engate'] }),
  ],
  ['item-rodas-17', 'item-rodas-18'],
);

const toroAccessories: CataloguePart[] = [
  accessory('acc-santo-antonio', '50931001', 'Santo antônio cromado', 2_890_00),
  ...mutuallyExclusive(
    [
      accessory('acc-capota-maritima', '50931002', 'Capota marítima', 1_490_00),
      accessory('acc-capota-retratil', '50931003', 'Capota rígida retrátil', 7_990_00),
    ],
    ['acc-capota-maritima', 'acc-capota-retratil'],
  ),
  accessory('acc-protetor-cacamba', '50931004', 'Protetor de caçamba', 1_290_00),
  accessory('acc-engate', '50931005', 'Engate reboque removível', 1_790_00, {
    exclusive: ['item-engate-fabrica'],
  }),
  accessory('acc-estribos', '50931006', 'Estribos laterais tubulares', 2_190_00),
  ...mutuallyExclusive(
    [
      accessory('acc-tapetes-borracha', '50931007', 'Jogo de tapetes de borracha', 390_00),
      accessory('acc-tapetes-carpete', '50931008', 'Jogo de tapetes em carpete', 490_00),
    ],
    ['acc-tapetes-borracha', 'acc-tapetes-carpete'],
  ),
  accessory('acc-rack-teto', '50931009', 'Rack de teto', 1_690_00),
  accessory('acc-rack-cacamba', '50931010', 'Rack de caçamba com barras transversais', 1_890_00, {
    inclusive: ['acc-santo-antonio'],
    description: 'Montado sobre o santo antônio.',
  }),
  accessory('acc-divisor-cacamba', '50931011', 'Divisor de caçamba', 590_00),
  accessory('acc-iluminacao-cacamba', '50931012', 'Iluminação de caçamba em LED', 490_00),
  accessory('acc-farol-auxiliar', '50931013', 'Faróis auxiliares em LED', 1_390_00),
  accessory('acc-protetor-carter', '50931014', 'Protetor de cárter em aço', 890_00),
  accessory('acc-frisos', '50931015', 'Frisos laterais', 450_00),
  accessory('acc-soleiras', '50931016', 'Soleiras de porta iluminadas', 790_00),
  accessory('acc-alarme', '50931017', 'Alarme com sensor volumétrico', 690_00),
  accessory('acc-suporte-bike', '50931018', 'Suporte de bicicleta para caçamba', 790_00),
  accessory('acc-calhas', '50931019', 'Calhas de chuva', 390_00),
  accessory('acc-kit-emergencia', '50931020', 'Kit de emergência', 290_00),
];

const toroColors: CataloguePart[] = [
  color(P.brancoBanchisa, 0),
  ...colorsByCategory(
    [
      P.vermelhoMontecarlo,
      P.pretoVulcano,
      P.cinzaStrato,
      P.prataBari,
      P.cinzaSilverstone,
      P.azulAmalfi,
      P.brancoAlaska,
    ],
    { solid: 1_590_00, metallic: 2_790_00, pearly: 3_490_00 },
  ),
  color(P.brancoTetoPreto, 2_490_00, { inclusive: ['item-teto-preto'] }),
  color(P.vermelhoTetoPreto, 2_890_00, { inclusive: ['item-teto-preto'] }),
  color(P.cinzaTetoPreto, 3_490_00, { inclusive: ['item-teto-preto'] }),
];

const toroCoatings: CataloguePart[] = [
  coating('coating-tecido', '0JA', 'Tecido preto', '#2c2d30', 0),
  coating('coating-couro-preto', '5WJ', 'Couro preto', '#1e1e1f', 2_990_00),
  coating('coating-couro-marrom', '5WK', 'Couro marrom Ranch', '#5e3b26', 3_490_00),
  coating('coating-couro-vermelho', '5WL', 'Couro preto com costuras vermelhas', '#1e1e1f', 3_490_00, {
    inclusive: ['pack-sport'],
  }),
];

const toro = defineModel({
  brand: 'fiat',
  code: TORO_MODEL_CODE,
  name: 'Fiat Toro',
  shortName: 'Toro',
  category: 'pickup',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'A picape que une conforto de SUV e força de trabalho, flex ou diesel 4x4.',
  signature: { lamps: 'split' },
  parts: [...toroItems, ...toroAccessories, ...toroColors, ...toroCoatings],
  groups: [
    oneOf('wheels', 'Escolha as rodas', ['item-rodas-17', 'item-rodas-18']),
    dependency('sunroof-pack', 'O teto solar precisa de um destes pacotes', 'item-teto-solar', [
      'pack-tech',
      'pack-premium',
    ]),
    oneOf('bed-cover', 'Escolha uma capota', ['acc-capota-maritima', 'acc-capota-retratil']),
    oneOf('floor-mats', 'Escolha um jogo de tapetes', ['acc-tapetes-borracha', 'acc-tapetes-carpete']),
  ],
  services: standardServices('fiat-toro', 189_990_00),
  versions: [
    {
      versionCode: 'ED3',
      seriesCode: '0',
      name: 'Endurance T270',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 159_990_00,
      serialItems: TORO_ENDURANCE,
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        toroDimensions,
        flex(7.5, 8.9, 10.6, 12.6),
        9.8,
        200,
      ),
      withoutParts: [
        'pack-premium',
        'item-banco-eletrico',
        'item-teto-solar',
        'item-rodas-17',
        'item-adas',
        'item-camera-360',
        'coating-couro-marrom',
        'coating-couro-vermelho',
        'pack-sport',
      ],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'FD3',
      seriesCode: '1',
      name: 'Freedom T270',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 172_990_00,
      serialItems: TORO_FREEDOM,
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        toroDimensions,
        flex(7.4, 8.8, 10.5, 12.4),
        9.9,
        200,
      ),
      withoutParts: ['item-rodas-17', 'coating-couro-marrom'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-tecido',
    },
    {
      versionCode: 'VD9',
      seriesCode: '2',
      name: 'Volcano 2.2 Turbodiesel 4x4',
      gear: 'Automático 9 marchas',
      engine: '2.2 Turbodiesel',
      doors: 4,
      fuel: 'Diesel',
      basePrice: 219_990_00,
      serialItems: TORO_VOLCANO,
      highlights: [
        'Motor 2.2 turbodiesel de 200 cv',
        'Tração 4x4 com reduzida',
        'Câmbio automático de 9 marchas',
      ],
      datasheet: sheet(
        ENGINES.multijet22,
        gearbox('automatic', 9, '4x4'),
        toroDieselDimensions,
        diesel(10.5, 12.8),
        10.4,
        190,
      ),
      withoutParts: ['coating-tecido', 'item-rodas-17'],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'UD9',
      seriesCode: '4',
      name: 'Ultra 2.2 Turbodiesel 4x4',
      gear: 'Automático 9 marchas',
      engine: '2.2 Turbodiesel',
      doors: 4,
      fuel: 'Diesel',
      basePrice: 229_990_00,
      modelYears: [2026],
      serialItems: TORO_ULTRA,
      highlights: [
        'Santo antônio e capota marítima',
        'Rodas 18" escurecidas',
        'Banco elétrico e carregador por indução',
      ],
      datasheet: sheet(
        ENGINES.multijet22,
        gearbox('automatic', 9, '4x4'),
        toroDieselDimensions,
        diesel(10.3, 12.5),
        10.6,
        188,
      ),
      withoutParts: [
        'pack-premium',
        'pack-tech',
        'pack-work',
        'item-rodas-17',
        'item-rodas-18',
        'item-banco-eletrico',
        'item-carregador-inducao',
        'acc-santo-antonio',
        'acc-rack-cacamba',
        'acc-capota-maritima',
        'coating-tecido',
      ],
      defaultColorId: P.brancoBanchisa.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

export const FIAT_MODELS: readonly CatalogueModel[] = [mobi, argo, cronos, pulse, strada, toro];
