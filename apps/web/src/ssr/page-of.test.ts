import { describe, expect, it } from 'vitest';
import { pageOf } from '../entry-server';

describe('the addresses the server renders', () => {
  it('knows the home, a model, a shared build and the financing page of a brand', () => {
    expect(pageOf('/pt-BR/fiat')).toEqual({ kind: 'home', locale: 'pt-BR', brand: 'fiat' });
    expect(pageOf('/pt-BR/jeep/builder/636')).toEqual({
      kind: 'model',
      locale: 'pt-BR',
      brand: 'jeep',
      modelCode: '636',
    });
    expect(pageOf('/es-AR/peugeot/builder?build=AB12CD')).toEqual({
      kind: 'shared-build',
      locale: 'es-AR',
      brand: 'peugeot',
      buildCode: 'AB12CD',
    });
    for (const url of [
      '/pt-BR/fiat/financing',
      '/pt-BR/fiat/financing/',
      '/pt-BR/fiat/financing?utm_source=x',
    ]) {
      expect(pageOf(url), url).toEqual({ kind: 'financing', locale: 'pt-BR', brand: 'fiat' });
    }
    expect(pageOf('/es-AR/peugeot/financing')).toEqual({
      kind: 'financing',
      locale: 'es-AR',
      brand: 'peugeot',
    });
  });

  it("takes the financing page's pre-filled model when it is a model code", () => {
    expect(pageOf('/pt-BR/fiat/financing?model=358')).toEqual({
      kind: 'financing',
      locale: 'pt-BR',
      brand: 'fiat',
      modelCode: '358',
    });
    expect(pageOf('/pt-BR/fiat/financing?model=../x')).toEqual({
      kind: 'financing',
      locale: 'pt-BR',
      brand: 'fiat',
    });
  });

  it("leaves the financing area's other pages and unknown brands or languages to the browser", () => {
    for (const url of [
      '/pt-BR/fiat/financing/calculator',
      '/pt-BR/fiat/financing/proposals',
      '/pt-BR/fiat/financing/proposals/123',
      '/pt-BR/fiat/financingx',
      '/pt-BR/no-such-brand/financing',
      '/en-US/fiat/financing',
      '/pt-BR/fiat/builder',
    ]) {
      expect(pageOf(url), url).toBeNull();
    }
  });
});
