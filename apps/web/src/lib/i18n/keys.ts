import type { ptBR } from './locales/pt-br';
import type { PLURAL_SUFFIXES } from './translator';

type PluralSuffix = (typeof PLURAL_SUFFIXES)[number];

/** A key without its plural form: `modelsCount_one` is said as `modelsCount` with a count. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;

/** The dot-joined paths to the texts of a catalogue. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the texts, as the pt-BR catalogue (the reference shape) has them. */
export type TranslationKey = KeysOf<typeof ptBR>;
