/**
 * The preview tabs of spec document 1 §2, in the spec's order: the configurator and the dealer's
 * quotation simulator show the same build through the same tabs.
 */
export const PREVIEW_TABS = [
  'myCar',
  'initialPrice',
  'color',
  'optionals',
  'coating',
  'accessories',
  'bonus',
  'discount',
  'payment',
  'cashPayment',
  'proposalValidity',
  'comments',
  'serialItems',
  'versionEngineGearbox',
] as const;
export type PreviewTab = (typeof PREVIEW_TABS)[number];

/**
 * The builder's summary shows the fourteen tabs in four groups, so the group tabs fit one row on a
 * phone: each group's panel lists its tabs as sections, in the spec's order.
 */
export const PREVIEW_GROUPS = {
  car: ['myCar', 'color', 'optionals', 'coating', 'accessories'],
  price: ['initialPrice', 'bonus', 'discount', 'payment', 'cashPayment'],
  proposal: ['proposalValidity', 'comments'],
  specs: ['serialItems', 'versionEngineGearbox'],
} as const satisfies Record<string, readonly PreviewTab[]>;
export type PreviewGroup = keyof typeof PREVIEW_GROUPS;
export const PREVIEW_GROUP_NAMES = Object.keys(PREVIEW_GROUPS) as PreviewGroup[];
