// Finds the Chromium the e2e tests and benchmarks drive. Order: CHROMIUM_PATH, Debian's Chromium.
// On Debian as root, a missing browser is installed from Debian's packages; elsewhere one clear line
// says what to install.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const DEBIAN_PATHS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return DEBIAN_PATHS.find((p) => existsSync(p)) ?? null;
}

function isDebian() {
  try {
    return existsSync('/etc/debian_version') || /debian/i.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH points to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isDebian()) {
    console.log('Chromium not found: installing the Debian package "chromium"...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found: install Debian\'s "chromium" package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
