import { describe, expect, it } from 'vitest';
import { i18n, loadLocale, localeFromPath } from './i18n';
import { esAR } from './locales/es-ar';
import { ptBR } from './locales/pt-br';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keys(child as object, `${prefix}${key}.`),
  );
}

describe('catalogues', () => {
  it('pt-BR and es-AR have the same keys, none empty', () => {
    expect(keys(esAR).sort()).toEqual(keys(ptBR).sort());
    for (const catalogue of [ptBR, esAR]) {
      for (const key of keys(catalogue)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        expect(String(text).trim(), key).not.toBe('');
      }
    }
  });

  it('uses the spec wording for missing prices and the generic error', () => {
    expect(ptBR.home.priceUnavailable).toBe('Valor não disponível no momento');
    expect(ptBR.errors.generic).toBe('Um erro ocorreu, tente novamente');
  });

  it('loads a locale on demand and sets <html lang>', async () => {
    await loadLocale('es-AR', ['home']);
    expect(i18n.language).toBe('es-AR');
    expect(document.documentElement.lang).toBe('es-AR');
    expect(i18n.t('home.modelsCount', { count: 1 })).toBe('1 modelo disponible');
    expect(i18n.t('home.modelsCount', { count: 3 })).toBe('3 modelos disponibles');
    await loadLocale('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.t('actions.back')).toBe('Voltar');
  });

  it('guesses the locale of an address', () => {
    expect(localeFromPath('/es-AR/jeep')).toBe('es-AR');
    expect(localeFromPath('/en-US/jeep')).toBe('pt-BR');
    expect(localeFromPath('/')).toBe('pt-BR');
  });
});
