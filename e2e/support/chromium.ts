/** How the e2e journeys launch Debian's Chromium: one list for the config and any file that adds flags. */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
