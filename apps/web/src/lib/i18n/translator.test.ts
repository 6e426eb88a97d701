import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

function translator() {
  const i18n = createTranslator();
  i18n.addTexts('pt-BR', {
    actions: { back: 'Voltar', empty: '' },
    home: { title: 'Modelos {{brand}}', models_one: '{{count}} modelo', models_other: '{{count}} modelos' },
  });
  i18n.addTexts('es-AR', {
    actions: { back: 'Volver' },
    home: { models_one: '{{count}} modelo', models_other: '{{count}} modelos' },
  });
  i18n.changeLanguage('pt-BR');
  return i18n;
}

describe('translator', () => {
  it('looks texts up by their dot-joined keys', () => {
    const i18n = translator();
    expect(i18n.t('actions.back')).toBe('Voltar');
    expect(i18n.exists('actions.back')).toBe(true);
  });

  it('fills placeholders, leaving those without a value as written', () => {
    const i18n = translator();
    expect(i18n.t('home.title', { brand: 'Fiat' })).toBe('Modelos Fiat');
    expect(i18n.t('home.title', { brand: '<b>' })).toBe('Modelos <b>');
    expect(i18n.t('home.title', { brand: undefined })).toBe('Modelos ');
    expect(i18n.t('home.title')).toBe('Modelos {{brand}}');
  });

  it.each([
    ['pt-BR', 0, '0 modelo'],
    ['pt-BR', 1, '1 modelo'],
    ['pt-BR', 2, '2 modelos'],
    ['pt-BR', 1_000_000, '1000000 modelos'],
    ['es-AR', 0, '0 modelos'],
    ['es-AR', 1, '1 modelo'],
    ['es-AR', 2, '2 modelos'],
    ['es-AR', 1_000_000, '1000000 modelos'],
  ])('in %s, says %i items in their plural form', (locale, count, text) => {
    expect(translator().getFixedT(locale)('home.models', { count })).toBe(text);
  });

  it('uses a zero form for no items only where the catalogue has one', () => {
    const i18n = translator();
    i18n.addTexts('pt-BR', {
      cart: { items_zero: 'Nenhum item', items_one: '1 item', items_other: '{{count}} itens' },
    });
    expect(i18n.t('cart.items', { count: 0 })).toBe('Nenhum item');
    expect(i18n.t('cart.items', { count: 3 })).toBe('3 itens');
  });

  it('says the key of a missing, empty or non-text entry, and tells who asked to know', () => {
    const i18n = translator();
    const onMissing = vi.fn();
    i18n.onMissing = onMissing;
    expect(i18n.t('actions.nothing')).toBe('actions.nothing');
    expect(i18n.t('actions.empty')).toBe('actions.empty');
    expect(i18n.t('actions')).toBe('actions');
    expect(i18n.t('actions.back.deeper')).toBe('actions.back.deeper');
    expect(i18n.exists('actions.nothing')).toBe(false);
    expect(onMissing).toHaveBeenCalledWith('actions.nothing', 'pt-BR');
    expect(onMissing).toHaveBeenCalledTimes(4);
  });

  it('says nothing but keys before a language is chosen', () => {
    const i18n = createTranslator();
    i18n.addTexts('pt-BR', { actions: { back: 'Voltar' } });
    expect(i18n.language).toBe('');
    expect(i18n.t('actions.back')).toBe('actions.back');
  });

  it('merges added texts and forgets them on removal', () => {
    const i18n = translator();
    i18n.addTexts('pt-BR', { actions: { next: 'Avançar' } });
    expect(i18n.t('actions.back')).toBe('Voltar');
    expect(i18n.t('actions.next')).toBe('Avançar');
    i18n.removeTexts('pt-BR');
    expect(i18n.t('actions.back')).toBe('actions.back');
  });

  it('copies the texts it is given, so a later merge leaves them as they were', () => {
    const i18n = createTranslator();
    const area = { actions: { back: 'Voltar' } };
    i18n.addTexts('pt-BR', area);
    i18n.addTexts('pt-BR', { actions: { next: 'Avançar' } });
    expect(area).toEqual({ actions: { back: 'Voltar' } });
  });

  it('binds a fixed function to one locale, the same one each time', () => {
    const i18n = translator();
    const t = i18n.getFixedT('es-AR');
    expect(t('actions.back')).toBe('Volver');
    expect(i18n.t('actions.back')).toBe('Voltar');
    expect(i18n.getFixedT('es-AR')).toBe(t);
  });

  it('switches the language and tells its listeners, once per change', () => {
    const i18n = translator();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    i18n.changeLanguage('es-AR');
    i18n.changeLanguage('es-AR');
    expect(i18n.language).toBe('es-AR');
    expect(i18n.t('actions.back')).toBe('Volver');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('es-AR');
    stop();
    i18n.changeLanguage('pt-BR');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
