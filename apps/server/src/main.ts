import pino from 'pino';
import { buildApp } from './app';
import { loadConfig, missingSecrets, missingSenders } from './config';
import { openDb, type DbHandle } from './db/client';
import { renderArt } from './db/seed/art/index';
import { seedDatabase, type SeedResult } from './db/seed/index';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const missing = missingSenders(config);
  if (missing.length > 0) {
    throw new Error(
      `Cannot start: SMS and e-mail need ${missing.join(' and ')} (README, Configuration; npm start sets them to the message sandbox).`,
    );
  }
  const secrets = missingSecrets(config);
  if (secrets.length > 0)
    throw new Error(`Cannot start: production needs ${secrets.join(' and ')} (README, Configuration).`);
  const log = pino({ level: config.LOG_LEVEL });
  const prepared: { seed?: SeedResult } = {};
  const prepare = async (db: DbHandle) => {
    await db.migrate();
    // Idempotent: inserts only what is missing (a fresh database gets the whole demo catalogue).
    prepared.seed = await seedDatabase(db.db, {
      games: config.SEED_GAMES,
      uploadsDir: config.uploadsDir,
      providersSandboxUrl: config.PROVIDERS_SANDBOX_URL,
      log: (message) => log.info(message),
    });
  };
  // A new PGlite database is prepared aside and moved into place once seeded (client.ts); any other is
  // prepared here: new migrations, and whatever the seed lacks.
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir, prepare });
  log.info({ driver: handle.driver }, 'database open');
  if (!prepared.seed) await prepare(handle);
  const art = await renderArt(prepared.seed!.art, config.mediaDir, { log: (message) => log.info(message) });
  log.info(art, 'media ready');

  const app = await buildApp({ db: handle, config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
