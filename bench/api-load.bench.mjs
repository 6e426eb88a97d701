// Api speed in one run, on PGlite and, when a server answers, on PostgreSQL:
// - cached reads (page settings, catalogue models, financing plans) in requests per second, as a
//   ratio of an empty Fastify route measured in the same run (50 connections), and the api's CPU
//   time per request against the empty route's;
// - writes sent at a steady pace (leads and test-drive bookings at 100, 300 and 500 per second,
//   financing simulations at 100, 200, 300 and 500 per second) with p50, p99, errors and the api's
//   CPU per request, each begun once the api and its worker are at rest from the measure before (and, on
//   PostgreSQL, after a checkpoint has written what the seed and that measure left); first, the empty
//   route at the simulation target's pace through the same client, the floor under those latencies.
// The load generator runs on the first CPU, the api, its worker and the empty route on the others
// (taskset; not when the machine is already busier than its CPUs; BENCH_PIN=off or on decides). The
// load average is printed beside the figures.
// BENCH_SECONDS sets the length of each measure (default 10: the p99 of a shorter one is held by a
// single slow answer); BENCH_PG_URL the PostgreSQL server
// (default postgres://postgres@127.0.0.1:5432/test; "off" skips it); BENCH_CPU_PROF=<folder> starts
// the api with `--cpu-prof` writing its profiles there; BENCH_DATABASES=pglite or postgres measures one;
// BENCH_MEASURES picks measures among reads, leads, test-drives and simulations (all by default);
// BENCH_NODE_ARGS gives the api (and its worker) Node options of its own, space-separated, e.g.
// "--max-semi-space-size=16" to compare young-generation sizes; BENCH_TAIL=<n> prints the n slowest
// answers of each paced measure with when they were sent.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMsOf, cpuPlan, freePort, loadAverage, pinned, root, startPlatform } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TAIL = Number(process.env.BENCH_TAIL ?? 0);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CPU_PROF = process.env.BENCH_CPU_PROF;
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const MEASURES = new Set(
  (process.env.BENCH_MEASURES ?? 'reads,leads,test-drives,simulations').split(',').map((m) => m.trim()),
);

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// What a returning visitor's browser sends: compressed answers welcome, the XSRF cookie it was given.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', cookie: 'XSRF-TOKEN=returning-visitor-token' };

const readThroughput = (url) => run({ url, connections: 50, duration: SECONDS, headers: BROWSER });

/**
 * The paced writes' client: requests written straight to kept-alive sockets, with the answer read
 * as bytes (status line, then the body by its length or its chunks). Node's HTTP client added its
 * own work and allocation to every measured request, on the generator's thread that also reads the
 * clock; this one leaves the generator idle between a request's bytes and its answer's.
 */
class Sockets {
  constructor(url) {
    const { hostname, port } = new URL(url);
    this.host = hostname;
    this.port = Number(port);
    this.idle = [];
  }

  send(path, method, headers, body) {
    const payload = Buffer.from(body ?? '');
    const head =
      `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `content-length: ${payload.length}\r\n\r\n`;
    const bytes = Buffer.concat([Buffer.from(head), payload]);
    return new Promise((resolve) => {
      const socket = this.idle.pop() ?? this.open();
      socket.answer = { chunks: [], length: 0, resolve, started: performance.now() };
      socket.write(bytes);
    });
  }

  open() {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk) => {
      const answer = socket.answer;
      if (!answer) return;
      answer.chunks.push(chunk);
      answer.length += chunk.length;
      const status = complete(answer.chunks.length === 1 ? chunk : Buffer.concat(answer.chunks));
      if (status === undefined) return;
      socket.answer = undefined;
      this.idle.push(socket);
      answer.resolve({ ms: performance.now() - answer.started, ok: status < 400 });
    });
    const fail = () => {
      this.idle = this.idle.filter((other) => other !== socket);
      const answer = socket.answer;
      socket.answer = undefined;
      answer?.resolve({ ms: performance.now() - answer.started, ok: false });
    };
    socket.on('error', fail);
    socket.on('close', fail);
    return socket;
  }

  close() {
    for (const socket of this.idle) socket.destroy();
    this.idle = [];
  }
}

/** The status of a whole HTTP answer in `bytes`, or undefined while more is to come. */
function complete(bytes) {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = bytes.toString('latin1', 0, end).toLowerCase();
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  if (length) return bytes.length >= end + 4 + Number(length[1]) ? status : undefined;
  if (!head.includes('\r\ntransfer-encoding: chunked')) return status;
  for (let at = end + 4; ;) {
    const line = bytes.indexOf('\r\n', at);
    if (line < 0) return undefined;
    const size = parseInt(bytes.toString('latin1', at, line), 16);
    if (size === 0) return bytes.length >= line + 4 ? status : undefined;
    at = line + 2 + size + 2;
    if (at > bytes.length) return undefined;
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * Requests sent at a steady pace, one every 1/rate s whatever the answers do (an open loop: a slow
 * answer does not hold the next visitor back), for BENCH_SECONDS. `body` may be a function of the
 * request's number (a different person per booking).
 */
async function atRate(url, rate, request) {
  const makeBody = typeof request.body === 'function' ? request.body : () => request.body;
  const headers = { ...BROWSER, 'content-type': 'application/json', ...request.headers };
  const sockets = new Sockets(url);
  const { pathname, search } = new URL(url);
  const total = rate * SECONDS;
  const pending = [];
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    for (; sent < due; sent += 1)
      pending.push(
        sockets.send(
          `${pathname}${search}`,
          request.method ?? 'POST',
          headers,
          JSON.stringify(makeBody(sent)),
        ),
      );
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const results = await Promise.all(pending);
  sockets.close();
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  if (TAIL > 0) {
    // When the slowest answers were sent: together (a stall) or spread out (a pause per request).
    const slowest = results
      .map((result, i) => ({ ms: result.ms, at: i / rate }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, TAIL);
    console.log(`  slowest: ${slowest.map((r) => `${round(r.ms)} ms at ${r.at.toFixed(3)} s`).join(', ')}`);
  }
  return {
    sent: results.length,
    errors: results.filter((result) => !result.ok).length,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
  };
}

const errorsOf = (result) => result.errors + result.timeouts + result.non2xx;

/** Runs a measure and adds the CPU the process `pid` used meanwhile (`cpuMs`, when known). */
async function withCpu(pid, measure) {
  const before = cpuMsOf(pid);
  const result = await measure();
  const after = cpuMsOf(pid);
  return { ...result, cpuMs: before === undefined || after === undefined ? undefined : after - before };
}

/**
 * Waits until the given processes are at rest (under 5 % of a core over half a second, for at most
 * 60 s), so that a measure does not pay for the outbox deliveries the one before it left behind.
 */
async function settle(pids) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const before = pids.map(cpuMsOf);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busy = pids.reduce((sum, pid, i) => sum + ((cpuMsOf(pid) ?? 0) - (before[i] ?? 0)), 0);
    if (busy < 25) return;
  }
  console.log('(the platform did not come to rest within 60 s)');
}

const cpuPerRequest = (cpuMs, requests) => (cpuMs === undefined || !requests ? undefined : cpuMs / requests);

const formatCpu = (ms) =>
  ms === undefined ? 'unknown' : ms < 1 ? `${Math.round(ms * 1000)} µs` : `${ms.toFixed(2)} ms`;

function printRate(label, rate, result, server = 'api') {
  console.log(
    `${label} at ${rate}/s: p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors} of ${result.sent}, ` +
      `${server} CPU ${formatCpu(cpuPerRequest(result.cpuMs, result.sent))} per request`,
  );
}

function canReach(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** The one buyer of the measured writes: her leads and her test-drive bookings. */
const buyer = { name: 'Paula Reis', email: 'paula@example.com', phone: '(11) 98765-4321' };

const lead = {
  kind: 'lead',
  brand: 'fiat',
  locale: 'pt-BR',
  form: {
    leadPersonType: 'physicalPerson',
    ...buyer,
    cpf: '529.982.247-25',
    dealerCode: '07123',
    allowSMS: true,
    allowEmail: true,
    preferredContactsMethod: 'PHONE',
  },
  context: {
    tracking: { analyticsClientId: 'GA1.2.111.222' },
    source: { form: 'Proposal', origin: 'model-page', subOrigin: 'pulse' },
    location: { stateCode: 'SP', cityName: 'São Paulo', countryCode: 'BR', ibgeCityCode: '3550308' },
    utm: { utm_source: 'tv', utm_medium: 'spot', utm_campaign: 'launch' },
  },
};

function dayInSaoPaulo(daysAhead) {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
}

const testDrive = {
  brand: 'fiat',
  locale: 'pt-BR',
  dealerId: '42',
  dealerName: 'Concessionária Paulista',
  model: '363',
  modelName: 'Pulse',
  date: dayInSaoPaulo(3),
  slot: 'AFTERNOON',
  time: '14:30',
  customer: buyer,
};
const testDriveOf = (dealer) => (n) => ({
  ...testDrive,
  dealerId: String(dealer.id),
  dealerName: dealer.name,
  customer: { ...testDrive.customer, email: `paula.${n}@example.com` },
});

/** Cached reads in requests per second, against the empty route measured just before. */
async function measureReads(platform, emptyUrl, reads) {
  const baseline = await withCpu(empty.pid, () => readThroughput(emptyUrl));
  const baselineCpu = cpuPerRequest(baseline.cpuMs, baseline.requests.total);
  console.log(
    `empty route: ${Math.round(baseline.requests.average)} req/s, CPU ${formatCpu(baselineCpu)} per request`,
  );
  for (const [name, url] of reads) {
    const result = await withCpu(platform.pid, () => readThroughput(url));
    const ratio = result.requests.average / baseline.requests.average;
    const cpu = cpuPerRequest(result.cpuMs, result.requests.total);
    const cpuRatio = cpu && baselineCpu ? `, CPU ratio to empty ${(baselineCpu / cpu).toFixed(2)}` : '';
    console.log(
      `${name}: ${Math.round(result.requests.average)} req/s, ratio to empty ${ratio.toFixed(2)}, ` +
        `p99 ${result.latency.p99} ms, errors ${errorsOf(result)}, ` +
        `api CPU ${formatCpu(cpu)} per request${cpuRatio}`,
    );
  }
}

/**
 * One deployment measured. On PostgreSQL the outbox worker runs as its own process, as deployed
 * (docs/scaling.md); on PGlite it runs inside the api, the only way the embedded database allows.
 */
async function measurePlatform(label, emptyUrl, env, { atRest: databaseAtRest = async () => {} } = {}) {
  console.log(`\n## ${label}`);
  const separateWorker = env.DATABASE_URL !== undefined;
  const platformEnv = { OUTBOX_WORKER: separateWorker ? 'off' : 'on', ...env };
  // An api started and stopped first migrates the new database and seeds the demo. The measured
  // one starts on it prepared, as every instance but a deployment's first does: seeding in its
  // own process left some 120 MB of dead objects in its old generation, and the full collection
  // they called for came in the middle of a later measure (bench/README.md, eighteenth round).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'autohub-bench-'));
  await (await startPlatform(platformEnv, { dataDir })).stop();
  const platform = await startPlatform(platformEnv, {
    nodeArgs: [...NODE_ARGS, ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [])],
    cpus: CPUS?.servers,
    dataDir,
  });
  const worker = separateWorker
    ? spawn(...pinned(CPUS?.servers, [...NODE_ARGS, 'apps/api/dist/outbox/worker-main.js']), {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', REDIS_URL: '', ...env },
      })
    : undefined;
  try {
    const api = `${platform.url}/api`;
    const plansAnswer = await fetch(`${api}/financing/plans?brand=fiat&locale=pt-BR`);
    const plan = (await plansAnswer.json()).plans[0];
    // A test drive is booked at a dealer of the page's brand.
    const dealersAnswer = await fetch(
      `${api}/dealers/v2/dealer/findDealersBy?brand=fiat&state=SP&countryCode=BR`,
    );
    const dealers = await dealersAnswer.json();
    const dealer = (Array.isArray(dealers) ? dealers : (dealers.dealers ?? dealers.data ?? []))[0];
    if (!dealer) throw new Error(`no Fiat dealer in São Paulo to book at: ${dealersAnswer.status}`);
    const reads = [
      ['settings', `${api}/settings/fiat/pt-BR`],
      ['catalogue models', `${api}/catalogue/model?brand=fiat&country=BR`],
      ['financing plans', `${api}/financing/plans?brand=fiat&locale=pt-BR`],
    ];
    // Warm-up: JIT, first queries.
    for (const [, url] of reads) await run({ url, connections: 10, amount: 500, headers: BROWSER });
    if (MEASURES.has('reads')) await measureReads(platform, emptyUrl, reads);

    const atRest = [platform.pid, ...(worker?.pid ? [worker.pid] : [])];
    // Each write measure starts with the api, its worker and the database at rest.
    const write = async (url, rate, request) => {
      await settle(atRest);
      await databaseAtRest();
      return withCpu(platform.pid, () => atRate(url, rate, request));
    };
    if (MEASURES.has('leads')) {
      await atRate(`${api}/leads`, 50, { body: lead }); // warm-up of the write path
      for (const rate of [100, 300, 500])
        printRate('lead', rate, await write(`${api}/leads`, rate, { body: lead }));
    }
    if (MEASURES.has('test-drives')) {
      for (const rate of [100, 300, 500]) {
        printRate(
          'test-drive booking',
          rate,
          await write(`${api}/test-drives`, rate, { body: testDriveOf(dealer) }),
        );
      }
    }
    const simulation = {
      brand: 'fiat',
      locale: 'pt-BR',
      planId: plan.id,
      mvsCode: '3581AB1',
      year: 2026,
      price: 12_345_678,
      entrancePercent: 35,
      installments: 48,
    };
    if (MEASURES.has('simulations')) {
      // Warm-up of the simulation's own path (its route, the financing engine), like the leads'.
      await atRate(`${api}/financing/simulate`, 50, { body: simulation });
      // 200 per second is the target's pace; the others match the leads' and the bookings'.
      for (const rate of [100, 200, 300, 500]) {
        printRate(
          'financing simulation',
          rate,
          await write(`${api}/financing/simulate`, rate, { body: simulation }),
        );
      }
    }
    console.log(`load average ${loadAverage()}`);
  } finally {
    if (worker && worker.exitCode === null && worker.signalCode === null) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const CPUS = cpuPlan();
const emptyPort = await freePort();
const [emptyCommand, emptyArgs] = pinned(CPUS?.servers, ['bench/empty-route.mjs', String(emptyPort)]);
const empty = spawn(emptyCommand, emptyArgs, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  empty.stdout.once('data', resolve);
  empty.once('exit', () => reject(new Error('the empty route did not start')));
});
const emptyUrl = `http://127.0.0.1:${emptyPort}/empty`;
console.log(
  `${SECONDS} s per measure; ` +
    (CPUS
      ? `load generator on CPU ${CPUS.generator}, api, worker and empty route on CPU ${CPUS.servers} ` +
        "(PostgreSQL and the machine's other work unpinned)."
      : "load generator and api share this machine's cores (unpinned: BENCH_PIN=off, one CPU, or " +
        'a load average above the CPU count).'),
);
console.log(`load average ${loadAverage()}`);

// The floor under every paced write: the empty route at the simulation's pace, through the same
// client and pinning. What a write's p50 and p99 are above this is the api's own.
{
  await atRate(emptyUrl, 50, { method: 'GET' }); // warm-up, like the writes'
  const floor = await withCpu(empty.pid, () => atRate(emptyUrl, 200, { method: 'GET' }));
  printRate('empty route', 200, floor, 'its');
}

try {
  if (DATABASES.includes('pglite')) await measurePlatform('PGlite (embedded)', emptyUrl, {});
  if (!DATABASES.includes('postgres')) {
    // not asked for
  } else if (PG_URL !== 'off' && (await canReach(PG_URL))) {
    const name = `autohub_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    try {
      // The seed and each measure leave dirty pages that PostgreSQL's checkpointer writes out over
      // minutes (checkpoint_completion_target): each write measure starts with them written, so
      // that it measures its own writes, not the flush of the ones before.
      await measurePlatform(
        'PostgreSQL',
        emptyUrl,
        { DATABASE_URL: url.toString() },
        { atRest: () => admin.query('CHECKPOINT') },
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log(`\n## PostgreSQL: skipped (no server answers at ${PG_URL})`);
  }
} finally {
  empty.kill('SIGTERM');
}
