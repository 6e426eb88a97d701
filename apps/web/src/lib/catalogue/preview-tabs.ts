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
