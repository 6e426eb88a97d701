import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Ports } from './integrations/ports.js';

export type { Ports };

// What buildApp decorates every Fastify instance with.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database of this app; modules reach it through their services. */
    database: Database;
    /** The partner ports, built once from the configuration (or given by tests). */
    ports: Ports;
  }
}
