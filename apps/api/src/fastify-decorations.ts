import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { LocationProvider } from './integrations/geocoding/location-provider.port.js';
import type { PostalCodeLookup } from './integrations/postal-code/postal-code.port.js';

/** The partner ports modules talk to, built from the configuration (or given by tests). */
export interface Ports {
  postalCode: PostalCodeLookup;
  location: LocationProvider;
}

// What buildApp decorates every Fastify instance with.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database of this app; modules reach it through their services. */
    database: Database;
    ports: Ports;
  }
}
