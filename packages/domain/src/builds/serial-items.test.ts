import { describe, expect, it } from 'vitest';
import { consistentSerialItems, serialItemProblems, singleSerialKind } from './serial-items.js';

describe('serial items', () => {
  it('knows a screen, an engine and wheels in both markets', () => {
    expect(singleSerialKind('Central multimídia 10,1" com Android Auto')).toBe('screen');
    expect(singleSerialKind('Pantalla táctil de 10"')).toBe('screen');
    expect(singleSerialKind('Motor 1.3 Turbo 270 de 185 cv')).toBe('engine');
    expect(singleSerialKind('Rodas de liga leve 17" diamantadas')).toBe('wheels');
    expect(singleSerialKind('Llantas de aleación de 16"')).toBe('wheels');
    expect(singleSerialKind('Ar-condicionado')).toBeNull();
    expect(singleSerialKind('Painel de instrumentos digital 7"')).toBeNull();
  });

  it('keeps one of each kind, the upgrade of the later entry, in the place of the first', () => {
    expect(
      consistentSerialItems([
        'Ar-condicionado',
        'Central multimídia 7"',
        'Rodas de liga leve 15"',
        'Quatro airbags',
        'Central multimídia 10,1"',
        'Rodas de liga leve 16"',
        'Quatro airbags',
      ]),
    ).toEqual(['Ar-condicionado', 'Central multimídia 10,1"', 'Rodas de liga leve 16"', 'Quatro airbags']);
  });

  it('finds two screens, a standard item sold again, and a standard upholstery that costs extra', () => {
    const problems = serialItemProblems({
      serialItems: [
        'Central multimídia 7"',
        'Central multimídia 10,1"',
        'Bancos em couro',
        'Teto solar elétrico',
      ],
      parts: [
        { id: 'sun', name: 'Teto solar elétrico', type: 'ITEM', price: 5_990_00, inclusive: [] },
        { id: 'white', name: 'Branco', type: 'COLOR', price: 0, inclusive: [] },
        { id: 'leather', name: 'Couro preto', type: 'COATING', price: 2_990_00, inclusive: [] },
      ],
      defaultColorId: 'white',
      defaultCoatingId: 'leather',
    });
    expect(problems).toEqual([
      {
        code: 'serial-kind-repeated',
        kind: 'screen',
        items: ['Central multimídia 7"', 'Central multimídia 10,1"'],
      },
      { code: 'serial-item-sold-as-optional', item: 'Teto solar elétrico', partId: 'sun' },
      { code: 'standard-part-priced', partId: 'leather', price: 2_990_00 },
    ]);
  });
});
