// The catalogue read model at bench size: build time, memory, how long the event loop stalls during a build,
// and query times for player-typed search terms and random lists (each a page of JSON, as the route serves it).
// node --expose-gc --import tsx bench/read-model.ts [--games 100000] [--pglite-dir DIR | --database-url URL]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { GAME_TYPES } from '@lobby/contract/games';
import { openDb } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed/index';
import { createCatalogueBuilder } from '../apps/server/src/modules/catalogue/catalogue-builder';
import { toGameFilter } from '../apps/server/src/modules/games/games.query';
import { searchTerms } from './search-terms';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100000' },
    'pglite-dir': { type: 'string', default: join(root, '.tmp/read-model-bench') },
    'database-url': { type: 'string' },
  },
});
const MERCHANT = 'LUCKYNOVA';
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
/** The JavaScript heap, and the buffers outside it (the games' kept JSON bytes), in MB. */
const memoryMb = () => {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heap: heapUsed / 1024 / 1024, buffers: arrayBuffers / 1024 / 1024 };
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const databaseUrl = values['database-url'];
if (!databaseUrl) mkdirSync(values['pglite-dir'], { recursive: true });
const handle = await openDb(databaseUrl ? { databaseUrl } : { pgliteDir: values['pglite-dir'] });
try {
  await handle.migrate();
  console.log(`› seeding ${values.games} games (${handle.driver}; nothing to do when already there)`);
  await seedDatabase(handle.db, { games: Number(values.games) });
  const build = createCatalogueBuilder(handle.db);

  const before = memoryMb();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  const model = await build(MERCHANT, 1);
  const buildMs = performance.now() - started;
  delay.disable();
  const after = memoryMb();

  const names = model.list(toGameFilter({}), 1, 200_000).games.map((game) => game.gameName);
  const time = (queries: (() => unknown)[]) => {
    const times = queries.map((run) => {
      const at = performance.now();
      run();
      return performance.now() - at;
    });
    times.sort((a, b) => a - b);
    return {
      queries: times.length,
      p50Ms: +percentile(times, 0.5).toFixed(3),
      p99Ms: +percentile(times, 0.99).toFixed(3),
    };
  };
  const search = time(
    searchTerms(names, 2000).map((term) => () => model.listJson(toGameFilter({ gameName: term }), 1, 36)),
  );
  const vendors = [...new Set(model.list(toGameFilter({}), 1, 2000).games.map((game) => game.vassalage))];
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const lists = time(
    Array.from({ length: 2000 }, () => {
      const query = { gameType: pick(GAME_TYPES), vassalage: Math.random() < 0.5 ? [pick(vendors)] : undefined };
      return () => model.listJson(toGameFilter(query), 1 + Math.floor(Math.random() * 10), 36);
    }),
  );
  console.log(
    JSON.stringify(
      {
        driver: handle.driver,
        games: model.size,
        buildMs: Math.round(buildMs),
        modelHeapMb: Math.round(after.heap - before.heap),
        modelBuffersMb: Math.round(after.buffers - before.buffers),
        eventLoopMaxStallMs: Math.round(delay.max / 1e6),
        eventLoopP99StallMs: Math.round(delay.percentile(99) / 1e6),
        search,
        lists,
      },
      null,
      2,
    ),
  );
} finally {
  await handle.close();
}
