// npm run migrate -w apps/server: apply the committed migrations to $DATABASE_URL or the PGlite data dir.
import { loadConfig } from '../config';
import { openDb } from './client';

const config = loadConfig();
const handle = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await handle.migrate();
  console.log(`migrated (${handle.driver})`);
} finally {
  await handle.close();
}
