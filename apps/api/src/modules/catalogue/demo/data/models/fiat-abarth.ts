import {
  accessory,
  coating,
  color,
  colorsByCategory,
  defineModel,
  item,
  mutuallyExclusive,
  oneOf,
  standardServices,
} from '../build.js';
import { ENGINES, flex, gearbox, sheet } from '../datasheets.js';
import type { CatalogueModel, CataloguePart } from '../../../data/types.js';
import { FIAT_PAINTS as P } from './fiat.js';

const ABARTH_SERIAL = [
  'Motor 1.3 Turbo 270 de 185 cv',
  'Câmbio automático de 6 marchas com trocas no volante',
  'Modo de condução Poison',
  'Escapamento esportivo com ponteira dupla',
  'Suspensão esportiva recalibrada',
  'Rodas de liga leve 18" Abarth',
  'Central multimídia 10,1" com Android Auto e Apple CarPlay sem fio',
  'Painel de instrumentos digital 7"',
  'Frenagem autônoma de emergência',
  'Bancos em couro e suede com logotipo Abarth',
];
const ABARTH_SCORPION = [
  ...ABARTH_SERIAL,
  'Teto solar elétrico',
  'Rodas de liga leve 18" pretas',
  'Emblemas escurecidos Scorpion Black',
  'Carregador de celular por indução',
];

/** Abarth parts shared by both bodies: the painted roof unlocks the two-tone paints. */
function abarthParts(codePrefix: string): CataloguePart[] {
  const twoTone = [P.vermelhoTetoPreto.id, P.cinzaTetoPreto.id, P.brancoTetoPreto.id];
  return [
    item('item-teto-preto', 'RPA', 'Teto pintado em Preto Vulcano', 1_490_00, { optionalColors: twoTone }),
    item('item-freios-performance', '7BP', 'Freios de alta performance com pinças vermelhas', 3_990_00),
    item('item-teto-solar', '400', 'Teto solar elétrico', 6_490_00, {
      exclusive: ['item-teto-preto'],
      description: 'Não combina com o teto pintado.',
    }),
    ...mutuallyExclusive(
      [
        item('item-rodas-bronze', '4AB', 'Rodas de liga leve 18" bronze', 1_990_00),
        item('item-rodas-diamantadas', '4AD', 'Rodas de liga leve 18" diamantadas', 1_490_00),
      ],
      ['item-rodas-bronze', 'item-rodas-diamantadas'],
    ),
    accessory('acc-tapetes', `${codePrefix}101`, 'Jogo de tapetes Abarth com bordado', 490_00),
    accessory('acc-soleiras', `${codePrefix}102`, 'Soleiras de porta Abarth em alumínio', 890_00),
    accessory('acc-capa-chave', `${codePrefix}103`, 'Capa de chave em couro Abarth', 190_00),
    accessory('acc-adesivos', `${codePrefix}104`, 'Kit de adesivos laterais Scorpion', 790_00),
    accessory('acc-pedaleiras', `${codePrefix}105`, 'Pedaleiras em alumínio', 390_00),
    color(P.vermelhoMontecarlo, 0),
    ...colorsByCategory([P.pretoVulcano, P.cinzaStrato, P.brancoAlaska], {
      solid: 1_590_00,
      metallic: 2_790_00,
      pearly: 3_490_00,
    }),
    color(P.vermelhoTetoPreto, 2_490_00, { inclusive: ['item-teto-preto'] }),
    color(P.cinzaTetoPreto, 3_190_00, { inclusive: ['item-teto-preto'] }),
    color(P.brancoTetoPreto, 2_490_00, { inclusive: ['item-teto-preto'] }),
    coating('coating-couro-suede', '5AB', 'Couro e suede preto com costura vermelha', '#1e1e1f', 0),
    coating('coating-couro-vermelho', '5AR', 'Couro vermelho Abarth', '#7d1f1f', 2_490_00),
  ];
}

const abarthGroups = [
  oneOf('wheels', 'Escolha o acabamento das rodas', ['item-rodas-bronze', 'item-rodas-diamantadas']),
];

const pulseAbarthDimensions = {
  lengthMm: 4_117,
  widthMm: 1_774,
  heightMm: 1_547,
  wheelbaseMm: 2_532,
  trunkLitres: 370,
  tankLitres: 47,
};

const pulseAbarth = defineModel({
  brand: 'fiat-abarth',
  code: '36A',
  name: 'Abarth Pulse',
  shortName: 'Pulse Abarth',
  category: 'suv',
  markets: ['BR', 'AR'],
  modelYears: [2026, 2027],
  tagline: 'O SUV com veneno de escorpião: 185 cv e 0 a 100 km/h em 7,6 s.',
  signature: { lamps: 'slim' },
  parts: abarthParts('5093'),
  groups: abarthGroups,
  services: standardServices('abarth-pulse', 159_990_00),
  versions: [
    {
      versionCode: 'A27',
      seriesCode: '1',
      name: 'Abarth T270',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 159_990_00,
      serialItems: ABARTH_SERIAL,
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        pulseAbarthDimensions,
        flex(7.3, 8.7, 10.4, 12.1),
        7.6,
        215,
      ),
      withoutParts: [],
      defaultColorId: P.vermelhoMontecarlo.id,
      defaultCoatingId: 'coating-couro-suede',
    },
    {
      versionCode: 'A2S',
      seriesCode: '2',
      name: 'Abarth T270 Scorpion Black',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 169_990_00,
      modelYears: [2027],
      serialItems: ABARTH_SCORPION,
      highlights: ['Teto solar elétrico', 'Rodas 18" pretas', 'Emblemas escurecidos'],
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        pulseAbarthDimensions,
        flex(7.3, 8.7, 10.4, 12.1),
        7.6,
        215,
      ),
      withoutParts: ['item-teto-solar'],
      defaultColorId: P.vermelhoMontecarlo.id,
      defaultCoatingId: 'coating-couro-suede',
    },
  ],
});

const fastbackAbarthDimensions = {
  lengthMm: 4_427,
  widthMm: 1_774,
  heightMm: 1_545,
  wheelbaseMm: 2_533,
  trunkLitres: 600,
  tankLitres: 47,
};

const fastbackAbarth = defineModel({
  brand: 'fiat-abarth',
  code: '37A',
  name: 'Abarth Fastback',
  shortName: 'Fastback Abarth',
  category: 'suv-coupe',
  markets: ['BR'],
  modelYears: [2026, 2027],
  tagline: 'SUV cupê esportivo com 600 litros de porta-malas.',
  signature: { lamps: 'slim' },
  parts: abarthParts('5094'),
  groups: abarthGroups,
  services: standardServices('abarth-fastback', 169_990_00),
  versions: [
    {
      versionCode: 'A27',
      seriesCode: '1',
      name: 'Abarth T270',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 169_990_00,
      serialItems: ABARTH_SERIAL,
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        fastbackAbarthDimensions,
        flex(7.4, 8.9, 10.5, 12.4),
        7.7,
        220,
      ),
      defaultColorId: P.vermelhoMontecarlo.id,
      defaultCoatingId: 'coating-couro-suede',
    },
    {
      versionCode: 'A2S',
      seriesCode: '2',
      name: 'Abarth T270 Scorpion Black',
      gear: 'Automático 6 marchas',
      engine: '1.3 Turbo 270 Flex',
      doors: 4,
      fuel: 'Flex',
      basePrice: 179_990_00,
      serialItems: ABARTH_SCORPION,
      highlights: ['Teto solar elétrico', 'Rodas 18" pretas', 'Emblemas escurecidos'],
      datasheet: sheet(
        ENGINES.t270,
        gearbox('automatic', 6),
        fastbackAbarthDimensions,
        flex(7.4, 8.9, 10.5, 12.4),
        7.7,
        220,
      ),
      withoutParts: ['item-teto-solar'],
      defaultColorId: P.vermelhoMontecarlo.id,
      defaultCoatingId: 'coating-couro-suede',
    },
  ],
});

export const FIAT_ABARTH_MODELS: readonly CatalogueModel[] = [pulseAbarth, fastbackAbarth];
