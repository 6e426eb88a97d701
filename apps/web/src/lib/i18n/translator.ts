/**
 * The texts of the app, per locale, and the functions that say them (decision 062). It does what
 * the catalogues need and nothing more: nested keys joined by dots, `{{name}}` placeholders, plural
 * forms chosen by `count`, a function bound to one locale, and a language that can be switched.
 */

/** A catalogue, or a part of one: texts under nested keys. */
export interface Texts {
  readonly [key: string]: string | Texts;
}

/** The values a text's `{{name}}` placeholders take; a numeric `count` also picks the plural form. */
export interface TranslationValues {
  readonly [name: string]: string | number | null | undefined;
}

/** Says a text of the catalogue: the key itself when the text is missing. */
export type TFunction<Key extends string = string> = (key: Key, values?: TranslationValues) => string;

export interface Translator<Key extends string = string> {
  /** The active locale ('' before any is chosen). */
  readonly language: string;
  /** Says a text in the active locale. */
  readonly t: TFunction<Key>;
  /** Says texts in one locale, whatever the active one; the same function for the same locale. */
  readonly getFixedT: (locale: string) => TFunction<Key>;
  /** Makes a locale the active one and tells the listeners. */
  readonly changeLanguage: (locale: string) => void;
  /** Calls `listener` with the new locale on every switch; returns what stops it. */
  readonly subscribe: (listener: (locale: string) => void) => () => void;
  /** Merges texts into a locale's (a text of the same key is replaced). */
  readonly addTexts: (locale: string, texts: Texts) => void;
  /** Drops every text of a locale. */
  readonly removeTexts: (locale: string) => void;
  /** Whether the key has a text in the active locale (for the given count, if any). */
  readonly exists: (key: string, values?: TranslationValues) => boolean;
  /** Told of every key asked for and missing (tests of which texts a page loads). */
  onMissing: ((key: string, locale: string) => void) | null;
}

/** The plural forms a key may end in (`key_one`, `key_other`, ...), as the catalogues write them. */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function merge(into: Record<string, string | Texts>, texts: Texts): void {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') {
      into[key] = value;
      continue;
    }
    // Copied, not shared: a later merge must not change the module the texts came from.
    if (typeof into[key] !== 'object') into[key] = {};
    merge(into[key] as Record<string, string | Texts>, value);
  }
}

function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    // A placeholder without a value stays as written; a value of null or undefined says nothing.
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

export function createTranslator<Key extends string = string>(): Translator<Key> {
  const catalogues = new Map<string, Record<string, string | Texts>>();
  const listeners = new Set<(locale: string) => void>();
  const fixed = new Map<string, TFunction<Key>>();
  const pluralRules = new Map<string, Intl.PluralRules>();

  function rulesOf(locale: string): Intl.PluralRules {
    let rules = pluralRules.get(locale);
    if (!rules) {
      rules = new Intl.PluralRules(locale);
      pluralRules.set(locale, rules);
    }
    return rules;
  }

  function find(locale: string, key: string): string | undefined {
    let node: string | Texts | undefined = catalogues.get(locale);
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    // An empty text is as good as missing, as an object is: neither is something to say.
    return typeof node === 'string' && node !== '' ? node : undefined;
  }

  /** The text of a key, its plural form first when a numeric count is given. */
  function resolve(locale: string, key: string, values: TranslationValues | undefined): string | undefined {
    const count = values?.count;
    if (typeof count !== 'number') return find(locale, key);
    const forms = [`${key}_${rulesOf(locale).select(count)}`, `${key}_other`, key];
    // `_zero` is a form of its own, used for no items only when the catalogue writes it.
    if (count === 0) forms.unshift(`${key}_zero`);
    for (const form of forms) {
      const text = find(locale, form);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  function say(locale: string, key: string, values: TranslationValues | undefined): string {
    const text = locale ? resolve(locale, key, values) : undefined;
    if (text === undefined) {
      translator.onMissing?.(key, locale);
      return key;
    }
    return interpolate(text, values);
  }

  let language = '';

  const translator: Translator<Key> = {
    get language() {
      return language;
    },
    t: (key, values) => say(language, key, values),
    getFixedT(locale) {
      let t = fixed.get(locale);
      if (!t) {
        t = (key, values) => say(locale, key, values);
        fixed.set(locale, t);
      }
      return t;
    },
    changeLanguage(locale) {
      if (locale === language) return;
      language = locale;
      for (const listener of listeners) listener(locale);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addTexts(locale, texts) {
      let catalogue = catalogues.get(locale);
      if (!catalogue) {
        catalogue = {};
        catalogues.set(locale, catalogue);
      }
      merge(catalogue, texts);
    },
    removeTexts(locale) {
      catalogues.delete(locale);
    },
    exists(key, values) {
      return language !== '' && resolve(language, key, values) !== undefined;
    },
    onMissing: null,
  };
  return translator;
}
