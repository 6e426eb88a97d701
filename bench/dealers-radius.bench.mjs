// Radius dealer search through the api on the embedded database, over a network of 5,000
// dealers (DEMO_DEALER_COUNT grows the seeded demo network): p50/p95/p99 latency of one request
// at a time, from a reference point near a seeded city, for a random brand. Target: p95 ≤ 20 ms.
// A dealer-by-id call is measured in turn with it: on a shared machine the ratio of the two says
// more about the search than its milliseconds do.
import { startPlatform } from './lib.mjs';

const DEALERS = 5000;
const REQUESTS = 600;
const WARM_UP = 100;
const TARGET_P95_MS = 20;
const BRANDS = ['fiat', 'fiat-abarth', 'jeep', 'ram', 'dodge', 'chrysler', 'citroen', 'peugeot', 'leapmotor'];

// A fixed generator, so every run asks the same questions.
let seed = 42;
function random() {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const platform = await startPlatform({ DEMO_DEALER_COUNT: String(DEALERS) });
try {
  // Reference points: the seeded cities of both countries, read through the api.
  const points = [];
  for (const country of ['BR', 'AR']) {
    const states = await getJson(`${platform.url}/api/locations/country/${country}/state`);
    for (const state of states) {
      const cities = await getJson(
        `${platform.url}/api/locations/country/${country}/state/${encodeURIComponent(state.stateCode)}/city`,
      );
      for (const city of cities) points.push([city.latitude, city.longitude]);
    }
  }
  const everyDealer = await getJson(`${platform.url}/api/dealers/dealer/findDealersBy`);

  function radiusUrl() {
    const [latitude, longitude] = points[Math.floor(random() * points.length)];
    const brand = BRANDS[Math.floor(random() * BRANDS.length)];
    // Up to about 5 km away from the city centre, like a person somewhere in town.
    const lat = (latitude + (random() - 0.5) * 0.09).toFixed(5);
    const lon = (longitude + (random() - 0.5) * 0.09).toFixed(5);
    return `${platform.url}/api/dealers/v2/dealer/findDealersByRadius?brand=${brand}&latitude=${lat}&longitude=${lon}&radius=50&limit=20`;
  }

  const byIdUrl = () => `${platform.url}/api/dealers/dealer/${1 + Math.floor(random() * DEALERS)}`;
  for (let i = 0; i < WARM_UP; i += 1) {
    await getJson(radiusUrl());
    await getJson(byIdUrl());
  }
  async function timed(url) {
    const started = performance.now();
    const body = await getJson(url);
    return { ms: performance.now() - started, body };
  }
  const times = [];
  const baseline = [];
  let found = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const search = await timed(radiusUrl());
    times.push(search.ms);
    found += search.body.length;
    baseline.push((await timed(byIdUrl())).ms);
  }
  times.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const p99 = percentile(times, 99);
  console.log(
    `dealers seeded: ${everyDealer.length} searchable (unblocked) of ${DEALERS}; ${points.length} reference cities`,
  );
  console.log(
    `radius search (50 km, limit 20): ${REQUESTS} requests, ${(found / REQUESTS).toFixed(1)} dealers per answer`,
  );
  console.log(`latency: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`);
  console.log(
    `dealer by id (baseline): p50 ${percentile(baseline, 50).toFixed(2)} ms, p95 ${percentile(baseline, 95).toFixed(2)} ms`,
  );
  console.log(`radius/by-id p95 ratio: ${(p95 / percentile(baseline, 95)).toFixed(2)}`);
  console.log(`p95/target (${TARGET_P95_MS} ms) ratio: ${(p95 / TARGET_P95_MS).toFixed(2)}`);
} finally {
  await platform.stop();
}
