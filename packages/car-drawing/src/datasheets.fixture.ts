/** Datasheet figures of demo models (length, height, wheelbase, width in mm), shared by the tests. */
export const RENEGADE = { lengthMm: 4_268, heightMm: 1_705, wheelbaseMm: 2_570 };
export const COMPASS = { lengthMm: 4_404, heightMm: 1_629, wheelbaseMm: 2_636, widthMm: 1_819 };
export const COMMANDER = { lengthMm: 4_769, heightMm: 1_730, wheelbaseMm: 2_794 };
export const RAMPAGE = { lengthMm: 5_028, heightMm: 1_780, wheelbaseMm: 2_994 };
export const WRANGLER = { lengthMm: 4_882, heightMm: 1_848, wheelbaseMm: 3_008, widthMm: 1_894 };
export const WRANGLER_SIGNATURE = { lamps: 'round', spareWheel: true, upright: true } as const;
