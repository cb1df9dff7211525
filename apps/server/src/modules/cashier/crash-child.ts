// A server process for the cashier's crash test (cashier-crash.test.ts): the real app on the database named by
// DATABASE_URL, on a free port it prints as "listening <port>". The test kills it with SIGKILL mid-request.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app';
import { openDb } from '../../db/client';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const dataDir = mkdtempSync(join(tmpdir(), 'lobby-crash-'));
const handle = await openDb({ databaseUrl: url, poolMax: 10 });
const app = await buildApp({
  db: handle,
  config: {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    GAMES_DIST: join(dataDir, 'no-games'),
    ADMIN_DIST: join(dataDir, 'no-admin'),
    DEPOSIT_SWEEP_MS: 0,
    LOG_LEVEL: 'silent',
  },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${new URL(address).port}\n`);
