import {
  accessory,
  coating,
  color,
  colorsByCategory,
  defineModel,
  item,
  paint,
  standardServices,
} from '../build.js';
import { ENGINES, gasoline, gearbox, sheet } from '../datasheets.js';
import type { CatalogueModel } from '../../../data/types.js';

const P = {
  brancoBright: paint('color-branco-bright', 'PW7', 'Branco Bright', '#f4f4f2'),
  pretoBrilliant: paint('color-preto-brilliant', 'PXRM', 'Preto Brilliant', '#131417'),
  cinzaCeramic: paint('color-cinza-ceramic', 'PQDM', 'Cinza Ceramic', '#9c9d9b'),
  azulFathom: paint('color-azul-fathom', 'PBFM', 'Azul Fathom', '#24344d'),
  vermelhoVelvet: paint('color-vermelho-velvet', 'PRMP', 'Vermelho Velvet', '#6b1322'),
  brancoLuster: paint('color-branco-luster', 'PWDP', 'Branco Luster', '#f6f4ee'),
} as const;

const PACIFICA_LIMITED = [
  'Motor 3.6 V6 Pentastar de 287 cv',
  'Câmbio automático de 9 marchas',
  "Sete lugares com bancos Stow 'n Go",
  'Portas laterais deslizantes elétricas',
  'Central multimídia Uconnect 10,1"',
  'Sistema de entretenimento traseiro com duas telas de 10"',
  'Bancos em couro Nappa com aquecimento e ventilação',
  'Teto solar panorâmico',
  'Piloto automático adaptativo com Stop & Go',
];
const PACIFICA_HYBRID = [
  ...PACIFICA_LIMITED.map((s) => (s.startsWith('Motor') ? 'Sistema híbrido plug-in de 263 cv' : s)),
  'Até 51 km em modo 100% elétrico',
  'Câmera 360° e assistente de estacionamento',
  'Som premium Harman Kardon',
];

const pacificaDimensions = {
  lengthMm: 5_176,
  widthMm: 2_022,
  heightMm: 1_777,
  wheelbaseMm: 3_089,
  trunkLitres: 915,
  tankLitres: 72,
};

const pacifica = defineModel({
  brand: 'chrysler',
  code: 'RU7',
  name: 'Chrysler Pacifica',
  shortName: 'Pacifica',
  category: 'van',
  markets: ['BR'],
  modelYears: [2026],
  tagline: 'A minivan de luxo para a família, também híbrida plug-in.',
  arsPerBrl: 400,
  parts: [
    item('item-aspirador', 'VAC', "Aspirador de pó integrado Stow 'n Vac", 2_990_00),
    item('pack-conforto-traseiro', '9CA', 'Pack Conforto Traseiro', 4_990_00, {
      inclusive: ['item-aspirador'],
      description: 'Cortinas laterais, tomadas de 115V e o aspirador integrado.',
    }),
    accessory('acc-tapetes', '82217001', 'Jogo de tapetes Mopar (três fileiras)', 990_00),
    accessory('acc-rack-teto', '82217002', 'Barras transversais de teto', 2_490_00),
    accessory('acc-suporte-bike', '82217003', 'Suporte de bicicletas de engate', 2_990_00),
    color(P.brancoBright, 0),
    ...colorsByCategory([P.pretoBrilliant, P.cinzaCeramic, P.azulFathom, P.vermelhoVelvet, P.brancoLuster], {
      solid: 2_490_00,
      metallic: 3_990_00,
      pearly: 4_990_00,
    }),
    coating('coating-couro-preto', '5CP', 'Couro Nappa preto', '#1e1e1f', 0),
    coating('coating-couro-caramelo', '5CC', 'Couro Nappa caramelo', '#9a5b32', 3_990_00),
  ],
  services: standardServices('chrysler-pacifica', 429_990_00),
  versions: [
    {
      versionCode: 'L36',
      seriesCode: '1',
      name: 'Limited 3.6 V6',
      gear: 'Automático 9 marchas',
      engine: '3.6 V6 Pentastar',
      doors: 5,
      fuel: 'Gas',
      basePrice: 429_990_00,
      serialItems: PACIFICA_LIMITED,
      datasheet: sheet(
        { ...ENGINES.pentastar36, power: [{ fuel: 'gasoline', cv: 287, rpm: 6_400 }] },
        gearbox('automatic', 9),
        pacificaDimensions,
        gasoline(6.9, 10.1),
        8.3,
        190,
      ),
      defaultColorId: P.brancoBright.id,
      defaultCoatingId: 'coating-couro-preto',
    },
    {
      versionCode: 'PHV',
      seriesCode: '2',
      name: 'Pinnacle Hybrid',
      gear: 'Automático eFlite',
      engine: '3.6 V6 Híbrido Plug-in',
      doors: 5,
      fuel: 'Hybrid',
      basePrice: 549_990_00,
      serialItems: PACIFICA_HYBRID,
      highlights: ['Híbrido plug-in de 263 cv', '51 km no modo elétrico', 'Som Harman Kardon'],
      datasheet: sheet(
        ENGINES.pacificaHybrid,
        gearbox('cvt', 1),
        { ...pacificaDimensions, tankLitres: 62 },
        gasoline(12.8, 11.9),
        7.9,
        180,
        { capacityKwh: 16, rangeKm: 51 },
      ),
      defaultColorId: P.brancoBright.id,
      defaultCoatingId: 'coating-couro-preto',
    },
  ],
});

export const CHRYSLER_MODELS: readonly CatalogueModel[] = [pacifica];
