// Shared helpers of the benchmarks: start the built platform on a free port with a fresh database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Keeps the load generator (this process) on the first CPU and answers the CPUs for the measured
 * servers (the others), when the machine has at least two, `taskset` is there and the load average
 * is below the CPU count; BENCH_PIN=off leaves everything unpinned, BENCH_PIN=on pins whatever the
 * load. The generator then does not take turns with the server it measures.
 */
export function cpuPlan() {
  const count = os.cpus().length;
  if (process.env.BENCH_PIN === 'off' || count < 2 || process.platform !== 'linux') return undefined;
  // On a machine already busier than its CPUs, a pinned server could not move to a free core: it
  // would wait behind other work on its own (start-up of the api took over 90 s at load 25).
  if (os.loadavg()[0] > count && process.env.BENCH_PIN !== 'on') return undefined;
  const probe = spawnSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
  if (probe.status !== 0) return undefined;
  return { generator: '0', servers: count === 2 ? '1' : `1-${count - 1}` };
}

/** Node with `args`, on the given CPUs (taskset replaces itself with Node: same process id). */
export function pinned(cpus, args) {
  return cpus ? ['taskset', ['-c', cpus, process.execPath, ...args]] : [process.execPath, args];
}

/** The load average of the machine (1, 5 and 15 minutes), for the figures printed beside it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/**
 * CPU time a process has used so far, in milliseconds (user and system, from /proc), or undefined
 * where /proc is not there. The difference over a measure, divided by the requests answered, is
 * the cost of one request: unlike latency, it hardly moves with the machine's other load.
 */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Starts the built api. `nodeArgs` go to Node (e.g. `--cpu-prof`); `extraEnv` on top of the bench
 * defaults (a fresh PGlite folder, no Redis, no rate limit); `cpus` pins it (see `cpuPlan`);
 * `dataDir` is a PGlite folder of the caller's, kept when the api stops, for a later start.
 */
export async function startPlatform(extraEnv = {}, { nodeArgs = [], cpus, dataDir: given } = {}) {
  const port = await freePort();
  const dataDir = given ?? mkdtempSync(path.join(os.tmpdir(), 'autohub-bench-'));
  const [command, args] = pinned(cpus, [...nodeArgs, 'apps/api/dist/server.js']);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      // The benchmarks measure the platform with its demo catalogue, dealers and prices.
      DEMO_DATA: 'on',
      ...extraEnv,
    },
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    // Said out loud: otherwise every later measure just counts refused connections as errors.
    if (!stopping) console.error(`the api exited before the bench stopped it (${signal ?? `code ${code}`})`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the platform exited during start-up (${child.signalCode ?? child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the platform did not start in 300 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      stopping = true;
      // An api that already exited (killed from outside) must not hold the bench forever.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The model of the shared build: the Fiat Toro, as the catalogue is asked for it. */
const TORO = { brand: 'fiat', country: 'BR', modelCode: '226' };

/** Creates a finished build of the Fiat Toro's first version through the api; returns its page path. */
export async function sharedBuildPath(url) {
  const health = await fetch(`${url}/api/health`);
  const cookie = health.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  const token = cookie?.split(';')[0].slice('XSRF-TOKEN='.length) ?? '';
  const detail = await (await fetch(`${url}/api/catalogue/model/latest?${new URLSearchParams(TORO)}`)).json();
  const version = detail.versions[0];
  const res = await fetch(`${url}/api/builds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    body: JSON.stringify({
      brand: TORO.brand,
      locale: 'pt-BR',
      country: TORO.country,
      state: 'SP',
      mvsCode: version.mvs.code,
      year: detail.year,
      colorId: version.defaultColorId ?? version.colors[0].id,
      coatingId: null,
      selected: [],
      services: [],
    }),
  });
  if (res.status !== 201) throw new Error(`sharing a build answered ${res.status}: ${await res.text()}`);
  return (await res.json()).path;
}
