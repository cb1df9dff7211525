// Runs bench/read-model.ts in a process of its own (it needs --expose-gc and the database to itself) on the
// bench's database, once every server is stopped.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export interface ReadModelFigures {
  driver: string;
  games: number;
  buildMs: number;
  modelHeapMb: number;
  /** Buffers outside the heap: the games' kept JSON bytes. */
  modelBuffersMb: number;
  eventLoopMaxStallMs: number;
  eventLoopP99StallMs: number;
  search: { queries: number; p50Ms: number; p99Ms: number };
  lists: { queries: number; p50Ms: number; p99Ms: number };
  /** The name index alone over names of a vocabulary as wide as a real catalogue's. */
  wideVocabulary: { words: number; queries: number; p50Ms: number; p99Ms: number };
}

export function measureReadModel(
  root: string,
  options: { games: number; dataDir: string; databaseUrl?: string },
): ReadModelFigures {
  const target = options.databaseUrl
    ? ['--database-url', options.databaseUrl]
    : ['--pglite-dir', join(options.dataDir, 'pglite')];
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(root, 'bench/read-model.ts'), '--games', String(options.games), ...target],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // The figures are the JSON after the progress lines.
  return JSON.parse(output.slice(output.indexOf('\n{') + 1)) as ReadModelFigures;
}
