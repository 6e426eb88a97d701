import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

/** How the e2e journeys launch Debian's Chromium: one list for the config and any file that adds flags. */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

/** The flags the test runner and the benchmarks launch Chromium with, too. */
export const chromiumArgs: readonly string[] = CHROMIUM_ARGS;
