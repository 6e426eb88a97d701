import { describe, expect, it } from 'vitest';
import { forMarket } from '../../catalogue-locale.js';
import { allModels } from './catalogue.js';
import { toEsAr } from '../../data/locales/es-ar.js';

// Words and endings only Portuguese has among the catalogue's texts.
const PORTUGUESE_WORDS = [
  'com',
  'Teto',
  'teto',
  'Rodas',
  'Couro',
  'Preto',
  'Branco',
  'Cinza',
  'Vermelho',
  'Amarelo',
  'Bancos',
  'Banco',
  'Câmera',
  'Faróis',
  'Painel',
  'Som',
  'Jogo',
  'Capota',
  'capota',
  'caçamba',
  'Escolha',
  'Exige',
  'Inclui',
  'portas',
  'lugares',
  'Câmbio',
  'Tração',
  'elétrico',
  'elétrica',
  'Garantia',
  'revisões',
  'pacote',
  'pacotes',
  'Pacote',
  'do',
  'da',
  'dos',
  'das',
  'em',
  'na',
  'ou',
  'é',
  'Vidros',
  'Partida',
  'Alarme',
  'Santo',
  'Tecido',
  'Soleiras',
  'Tampa',
  'Engate',
  'Protetor',
  'Protetores',
  'Pneus',
  'Bloqueio',
  'Piloto',
  'Frenagem',
  'Carregador',
  'Bateria',
  'Recarga',
  'Quatro',
  'Sete',
  'Cabine',
  'Reduzida',
  'Autonomia',
  'gasolina',
  'flex',
  'Flex',
  'Direção',
  'Retrovisores',
  'estacionamento',
  'laterais',
];
// Words and endings only Portuguese has among the catalogue's texts.
const PORTUGUESE = new RegExp(`ção|ções|ã|õ|(?<!\\p{L})(${PORTUGUESE_WORDS.join('|')})(?!\\p{L})`, 'u');

/** Every buyer-facing text of a model, with where it sits. */
function textsOf(model: ReturnType<typeof allModels>[number]['model']): [string, string][] {
  const texts: [string, string][] = [['tagline', model.tagline]];
  for (const part of model.parts) {
    texts.push([`part ${part.id}`, part.name]);
    if (part.description) texts.push([`part ${part.id} description`, part.description]);
  }
  for (const group of model.groups) texts.push([`group ${group.id}`, group.label]);
  for (const service of model.services) {
    texts.push(
      [`service ${service.id}`, service.name],
      [`service ${service.id} description`, service.description],
    );
  }
  for (const version of model.versions) {
    const at = `version ${version.mvs.code}`;
    texts.push(
      [`${at} name`, version.mvs.versionName],
      [`${at} engine`, version.mvs.engine],
      [`${at} gear`, version.mvs.gear],
      [`${at} description`, version.mvs.fullDescription],
      [`${at} datasheet engine`, version.datasheet.engine.description],
      ...version.serialItems.map((item): [string, string] => [`${at} serial item`, item]),
      ...version.highlights.map((item): [string, string] => [`${at} highlight`, item]),
    );
  }
  return texts;
}

describe('catalogue in Argentina', () => {
  it('has every text of every model sold there in Spanish', () => {
    // The check reads Portuguese where it is, and not in the Spanish texts.
    expect(
      ['Rodas de liga leve 16"', 'Direção elétrica', 'Couro preto'].map((text) => PORTUGUESE.test(text)),
    ).toEqual([true, true, true]);
    expect(PORTUGUESE.test('Dirección eléctrica, 4 puertas, Turbodiésel')).toBe(false);
    const untranslated = allModels()
      .filter(({ model }) => model.markets.includes('AR'))
      .flatMap(({ brand, model }) =>
        textsOf(model)
          .map(([where, text]) => [`${brand} ${model.code} ${where}`, text, toEsAr(text)] as const)
          .filter(([, , spanish]) => PORTUGUESE.test(spanish)),
      )
      .map(([where, text, spanish]) => `${where}: ${text} → ${spanish}`);
    expect(untranslated).toEqual([]);
  });

  it('answers Argentine versions: nafta instead of flex, no ethanol figures, Spanish names', () => {
    const answer = {
      mvs: { fuel: 'Flex', engine: '1.0 Turbo 200 Flex', code: 'P21AALLURE2001' },
      serialItems: ['Ar-condicionado', 'Câmera de ré'],
      datasheet: {
        power: [
          { fuel: 'ethanol', cv: 130 },
          { fuel: 'gasoline', cv: 125 },
        ],
      },
      parts: [{ id: 'color-preto-perla-nera', name: 'Preto Perla Nera', code: 'KTVM' }],
    };
    expect(forMarket(answer, 'AR')).toEqual({
      mvs: { fuel: 'Gas', engine: '1.0 Turbo 200', code: 'P21AALLURE2001' },
      serialItems: ['Aire acondicionado', 'Cámara de retroceso'],
      datasheet: { power: [{ fuel: 'gasoline', cv: 125 }] },
      parts: [{ id: 'color-preto-perla-nera', name: 'Negro Perla Nera', code: 'KTVM' }],
    });
    expect(forMarket(answer, 'BR')).toBe(answer);
  });
});
