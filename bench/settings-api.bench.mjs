// Requests per second of the page-settings call, as a ratio of an empty Fastify route measured in
// the same run on the same machine (autocannon, 50 connections, 5 s each).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, startPlatform } from './lib.mjs';

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: 5 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const empty = Fastify({ logger: false });
empty.get('/empty', async () => ({}));
const emptyPort = await freePort();
await empty.listen({ port: emptyPort, host: '127.0.0.1' });

const platform = await startPlatform();
try {
  const settingsUrl = `${platform.url}/api/settings/fiat/pt-BR`;
  await measure(settingsUrl); // warm-up: first queries, JIT
  const baseline = await measure(`http://127.0.0.1:${emptyPort}/empty`);
  const settings = await measure(settingsUrl);
  const ratio = settings.requests.average / baseline.requests.average;
  console.log(`empty route: ${Math.round(baseline.requests.average)} req/s`);
  console.log(
    `settings call: ${Math.round(settings.requests.average)} req/s, p99 ${settings.latency.p99} ms, errors ${settings.errors + settings.non2xx}`,
  );
  console.log(`settings/empty ratio: ${ratio.toFixed(2)}`);
} finally {
  await platform.stop();
  await empty.close();
}
