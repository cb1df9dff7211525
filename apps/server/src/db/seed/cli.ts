// npm run seed -w apps/server -- --games N [--no-art]
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDb } from '../client';
import { renderArt } from './art/index';
import { seedDatabase } from './index';

const { values } = parseArgs({
  options: { games: { type: 'string' }, 'no-art': { type: 'boolean', default: false } },
  allowPositionals: false,
});

const config = loadConfig();
const games = values.games === undefined ? config.SEED_GAMES : Number(values.games);
if (!Number.isInteger(games) || games < 0 || games > 1_000_000) {
  console.error('--games must be a whole number between 0 and 1000000');
  process.exit(2);
}

const started = Date.now();
const handle = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await handle.migrate();
  const result = await seedDatabase(handle.db, {
    games,
    uploadsDir: config.uploadsDir,
    providersSandboxUrl: config.PROVIDERS_SANDBOX_URL,
    log: (message) => console.log(message),
  });
  if (!values['no-art']) {
    const art = await renderArt(result.art, config.mediaDir, { log: (message) => console.log(message) });
    console.log(`art: ${art.rendered} drawn, ${art.skipped} already there`);
  }
  console.log(
    `seeded ${result.inserted} new games in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.driver})`,
  );
} finally {
  await handle.close();
}
