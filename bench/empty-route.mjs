// The bare server the api's reads are compared with: an empty Fastify route, in a process of its
// own like the api (so both are measured the same way). Prints its port once listening.
import Fastify from 'fastify';

const empty = Fastify({ logger: false });
empty.get('/empty', async () => ({}));
await empty.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
console.log(empty.server.address().port);
process.on('SIGTERM', () => void empty.close().then(() => process.exit(0)));
