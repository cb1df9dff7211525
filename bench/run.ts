// The benchmark: seed a large catalogue, start the production server, load it, audit /m/home, write RESULTS.md.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runApiLoad } from './api-load';
import { initialJsGzipKb } from './bundle-size';
import { runLighthouse } from './lighthouse';
import { writeResults } from './results';
import { startBenchServer } from './server';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});

const outDir = join(root, 'bench/.out');
mkdirSync(outDir, { recursive: true });
const games = Number(values.games);
const options = { connections: Number(values.connections), duration: Number(values.duration) };
const databaseUrl = values['database-url'];
const server = await startBenchServer({ root, dataDir: join(root, '.tmp/bench-data'), games, port: 3200, databaseUrl });
try {
  const load = await runApiLoad(server.base, options);
  const page = values['skip-lighthouse'] ? undefined : runLighthouse(root, `${server.base}/m/home`, outDir);
  const figures = {
    driver: databaseUrl ? 'PostgreSQL' : 'PGlite',
    games,
    ...options,
    ...load,
    page,
    initialJsKb: initialJsGzipKb(join(root, 'apps/web/dist')),
  };
  writeResults(join(root, 'bench/RESULTS.md'), figures);
  console.log(JSON.stringify(figures, null, 2));
} finally {
  server.stop();
}
