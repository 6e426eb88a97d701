// Reference data of the province and zone calls, kept apart from the demo dealer network.

/** INDEC code of each Argentine province: the `provinceId` of the province and zone calls. */
export const AR_PROVINCE_IDS: Readonly<Record<string, number>> = {
  C: 2,
  B: 6,
  K: 10,
  X: 14,
  W: 18,
  H: 22,
  U: 26,
  E: 30,
  P: 34,
  Y: 38,
  L: 42,
  F: 46,
  M: 50,
  N: 54,
  Q: 58,
  R: 62,
  A: 66,
  J: 70,
  D: 74,
  Z: 78,
  S: 82,
  G: 86,
  T: 90,
  V: 94,
};
