import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';

// Stops the process on a start-up problem with one readable message rather than a stack.
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    fail(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
  }
  const app = await buildApp({ config, database });
  try {
    const seeded = await prepareDatabase(
      database,
      config.demoData ? { demo: { dealerCount: config.demoDealerCount } } : {},
    );
    // Its connections opened before the first visitor's request, not inside its answer.
    await database.warm();
    app.log.info({ driver: database.driver, seeded }, 'database ready');
  } catch (error) {
    app.log.fatal({ err: error }, 'database could not be prepared');
    await database.close();
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one cannot hold the process forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
}

void main();
