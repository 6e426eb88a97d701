// Api speed in one run, on PGlite and, when a server answers, on PostgreSQL:
// - cached reads (page settings, catalogue models, financing plans) in requests per second, as a
//   ratio of an empty Fastify route measured in the same run (50 connections);
// - writes at a fixed rate (leads and test-drive bookings at 100, 300 and 500 per second, financing
//   simulations at 200 per second) with p50, p99 and errors.
// BENCH_SECONDS sets the length of each measure (default 3); BENCH_PG_URL the PostgreSQL server
// (default postgres://postgres@127.0.0.1:5432/test; "off" skips it); BENCH_CPU_PROF=<folder> starts
// the api with `--cpu-prof` writing its profiles there.
import net from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { startPlatform, freePort } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CPU_PROF = process.env.BENCH_CPU_PROF;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const readThroughput = (url) => run({ url, connections: 50, duration: SECONDS });

/** A fixed number of requests at a fixed rate: latencies as a visitor would see them. */
function atRate(url, rate, request) {
  return run({
    url,
    connections: 50,
    overallRate: rate,
    amount: rate * SECONDS,
    timeout: 10,
    method: request.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: JSON.stringify(request.body),
  });
}

const errorsOf = (result) => result.errors + result.timeouts + result.non2xx;

function printRate(label, rate, result) {
  console.log(
    `${label} at ${rate}/s: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${errorsOf(result)} of ${result.requests.sent}`,
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

const lead = {
  kind: 'lead',
  brand: 'fiat',
  locale: 'pt-BR',
  form: {
    leadPersonType: 'physicalPerson',
    name: 'Maria Souza',
    email: 'maria.souza@example.com',
    cpf: '529.982.247-25',
    phone: '(11) 98765-4321',
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
  customer: { name: 'Paula Reis', email: 'paula@example.com', phone: '(11) 98765-4321' },
};

async function measurePlatform(label, emptyUrl, env) {
  console.log(`\n## ${label}`);
  const platform = await startPlatform(
    { OUTBOX_WORKER: 'on', ...env },
    CPU_PROF ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] } : {},
  );
  try {
    const api = `${platform.url}/api`;
    const plansAnswer = await fetch(`${api}/financing/plans?brand=fiat&locale=pt-BR`);
    const plan = (await plansAnswer.json()).plans[0];
    const reads = [
      ['settings', `${api}/settings/fiat/pt-BR`],
      ['catalogue models', `${api}/catalogue/model?brand=fiat&country=BR`],
      ['financing plans', `${api}/financing/plans?brand=fiat&locale=pt-BR`],
    ];
    for (const [, url] of reads) await run({ url, connections: 10, amount: 500 }); // warm-up: JIT, first queries
    const baseline = await readThroughput(emptyUrl);
    console.log(`empty route: ${Math.round(baseline.requests.average)} req/s`);
    for (const [name, url] of reads) {
      const result = await readThroughput(url);
      const ratio = result.requests.average / baseline.requests.average;
      console.log(
        `${name}: ${Math.round(result.requests.average)} req/s, ratio to empty ${ratio.toFixed(2)}, ` +
          `p99 ${result.latency.p99} ms, errors ${errorsOf(result)}`,
      );
    }

    await atRate(`${api}/leads`, 50, { body: lead }); // warm-up of the write path
    for (const rate of [100, 300, 500])
      printRate('lead', rate, await atRate(`${api}/leads`, rate, { body: lead }));
    for (const rate of [100, 300, 500]) {
      printRate('test-drive booking', rate, await atRate(`${api}/test-drives`, rate, { body: testDrive }));
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
    printRate(
      'financing simulation',
      200,
      await atRate(`${api}/financing/simulate`, 200, { body: simulation }),
    );
  } finally {
    await platform.stop();
  }
}

const empty = Fastify({ logger: false });
empty.get('/empty', async () => ({}));
const emptyPort = await freePort();
await empty.listen({ port: emptyPort, host: '127.0.0.1' });
const emptyUrl = `http://127.0.0.1:${emptyPort}/empty`;
console.log(`${SECONDS} s per measure; load generator and api share this machine's cores.`);

try {
  await measurePlatform('PGlite (embedded)', emptyUrl, {});
  if (PG_URL !== 'off' && (await canReach(PG_URL))) {
    const name = `autohub_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    try {
      await measurePlatform('PostgreSQL', emptyUrl, { DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log(`\n## PostgreSQL: skipped (no server answers at ${PG_URL})`);
  }
} finally {
  await empty.close();
}
