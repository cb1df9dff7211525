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
import { foldName, NameIndex } from '../apps/server/src/modules/catalogue/name-index';
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
/** Distinct words in the wide-vocabulary names (see wideVocabularySearch). */
const WIDE_VOCABULARY = 20_000;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
/** The JavaScript heap, and the buffers outside it (the games' kept JSON bytes), in MB. */
const memoryMb = () => {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heap: heapUsed / 1024 / 1024, buffers: arrayBuffers / 1024 / 1024 };
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Each query run once: how many, and their p50 and p99 in ms. */
function time(queries: (() => unknown)[]) {
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
}

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
  const search = time(
    searchTerms(names, 2000).map((term) => () => model.listJson(toGameFilter({ gameName: term }), 1, 36)),
  );
  const vendors = [...new Set(model.list(toGameFilter({}), 1, 2000).games.map((game) => game.vassalage))];
  const lists = time(
    Array.from({ length: 2000 }, () => {
      const query = { gameType: pick(GAME_TYPES), vassalage: Math.random() < 0.5 ? [pick(vendors)] : undefined };
      return () => model.listJson(toGameFilter(query), 1 + Math.floor(Math.random() * 10), 36);
    }),
  );
  const wideVocabulary = wideVocabularySearch(names);
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
        wideVocabulary,
      },
      null,
      2,
    ),
  );
} finally {
  await handle.close();
}

/**
 * The seeded names share a few hundred words; a real catalogue of many providers has tens of thousands. The name
 * index over 100,000 names made of WIDE_VOCABULARY words, each a blend of two seeded words (the start of one, the
 * end of another), and the same kind of typed terms, answered as the catalogue answers a name alone: the
 * substring, or the typo-tolerant match when nothing has it.
 */
function wideVocabularySearch(seeded: readonly string[]) {
  const parts = [...new Set(seeded.flatMap((name) => foldName(name).split(/\s+/)))].filter((word) => word.length >= 3);
  const words = new Set<string>();
  while (words.size < WIDE_VOCABULARY) {
    const [head, tail] = [pick(parts), pick(parts)];
    words.add(
      head.slice(0, 2 + Math.floor(Math.random() * (head.length - 1))) + tail.slice(Math.floor(tail.length / 2)),
    );
  }
  const vocabulary = [...words];
  const names = Array.from({ length: 100_000 }, () =>
    Array.from({ length: 1 + Math.floor(Math.random() * 4) }, () => pick(vocabulary)).join(' '),
  );
  const index = new NameIndex(names);
  const search = time(
    searchTerms(names, 2000)
      .map(foldName)
      .map((folded) => () => index.find(folded).length > 0 || index.typoMatches(folded)),
  );
  return { words: vocabulary.length, ...search };
}
