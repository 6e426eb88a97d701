import type { BuildPriceAnswer } from '@autohub/contract';
import { isSafeFreeText } from '@autohub/domain';
import { describe, expect, it } from 'vitest';
import { journeysPtBR } from '../../lib/i18n/locales/journeys.pt-br';
import { buildDescriptions } from './built-car';

// The purchase form's own labels, as the Brazilian buyer reads them.
const labels = journeysPtBR.journeys.purchase;

const priced: BuildPriceAnswer = {
  mvsCode: '551B203',
  modelCode: '551',
  modelName: 'Jeep Compass',
  versionName: 'Blackhawk',
  year: 2026,
  country: 'BR',
  state: 'SP',
  currency: 'BRL',
  priceSource: 'customPrice',
  lines: [
    { id: 'c', code: 'C1', name: 'Preto Carbon', type: 'COLOR', price: 0, includedInPack: false },
    { id: 'ct', code: 'CT', name: 'Couro preto', type: 'COATING', price: 0, includedInPack: false },
    { id: 'p', code: 'P', name: 'Pack Tech', type: 'ITEM', price: 399_000, includedInPack: false },
    {
      id: 'a',
      code: 'A',
      name: 'Piloto adaptativo com Stop & Go',
      type: 'ITEM',
      price: 0,
      includedInPack: true,
    },
    { id: 'm', code: 'M', name: 'Tapetes', type: 'ACCESSORY', price: 35_000, includedInPack: false },
    {
      id: 's',
      code: 'S',
      name: 'Garantia estendida +1 ano',
      type: 'SERVICE',
      price: 199_000,
      includedInPack: false,
    },
  ],
  totals: {
    basePrice: 29_999_000,
    colorPrice: 0,
    coatingPrice: 0,
    optionalsTotal: 399_000,
    accessoriesTotal: 35_000,
    servicesTotal: 199_000,
    bonificationTotal: 0,
    hasPriceBonification: false,
    total: 30_632_000,
  },
  unavailable: false,
};

describe('the build as lead descriptions', () => {
  it('names the coating, optionals (a pack part marked), accessories, services and the price', () => {
    const entries = buildDescriptions(priced, labels, 'pt-BR');
    expect(entries).toEqual([
      { name: 'Revestimento', value: 'Couro preto' },
      { name: 'Opcionais', value: 'Pack Tech, Piloto adaptativo com Stop + Go (incluído no pacote)' },
      { name: 'Acessórios', value: 'Tapetes' },
      { name: 'Serviços', value: 'Garantia estendida +1 ano' },
      { name: 'Preço do carro montado', value: 'BRL 306.320,00 (SP)' },
    ]);
    // The CRM's free-text rule holds for generated text too.
    for (const entry of entries) expect(isSafeFreeText(entry.value), entry.value).toBe(true);
  });
});
