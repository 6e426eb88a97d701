/** The shape of a catalogue's texts: the same keys, any wording. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
