import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { NodePgClient } from 'drizzle-orm/node-postgres/session';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../paths';
import { initDataDirOnce, lockDataDir } from './pglite-data-dir';
import * as schema from './schema/index';

/** The one Drizzle handle type repositories use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Apply the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');

export interface OpenDbOptions {
  /** PostgreSQL URL; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omit for an in-memory database. */
  pgliteDir?: string | undefined;
  /** PGlite: start from a dumped data dir (tests). */
  loadDataDir?: Blob | undefined;
  /** pg: pool size. */
  poolMax?: number | undefined;
  /**
   * PGlite data dir only: fill a new cluster (migrate, seed) before it is moved into place, so a first start
   * killed half-way leaves nothing behind and the next start begins again from empty.
   */
  prepare?: ((handle: DbHandle) => Promise<void>) | undefined;
}

export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  return options.databaseUrl ? openPg(options.databaseUrl, options.poolMax) : openPglite(options);
}

/**
 * PGlite runs each statement on this thread, and hands its lock from one waiting query or transaction to the next
 * in promise callbacks: a queue of fifty calls ran back to back without the event loop reading a socket, and
 * requests sent meanwhile waited seconds before they were even parsed. Each turn of the lock now starts on
 * setImmediate, so the server reads what has arrived between any two turns.
 */
class TurnTakingPGlite extends PGlite {
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return fn();
    });
  }
}

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
let pgliteWasm: Promise<WasmModule> | undefined;
/** Node's WebAssembly global, which @types/node 20 does not declare. */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
};

/**
 * PGlite's WebAssembly, compiled once per process. PGlite compiles its 9 MB module on every open otherwise: a
 * first start opens two (one prepared aside), and the API tests open hundreds, a third of a second each.
 */
function compiledPglite(): Promise<WasmModule> {
  if (!pgliteWasm) {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    pgliteWasm = readFile(join(dist, 'pglite.wasm')).then((bytes) => wasm.compile(bytes));
  }
  return pgliteWasm;
}

/** PGlite with pg_trgm: the extension must be passed on every open. */
async function createPglite(options: { dataDir?: string | undefined; loadDataDir?: Blob | undefined }) {
  const client = new TurnTakingPGlite({
    pgliteWasmModule: await compiledPglite(),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  return client;
}

/** A data directory is this process's alone while open (see pglite-data-dir.ts). */
async function openPgliteClient(options: OpenDbOptions): Promise<{ client: PGlite; release: () => void }> {
  const dir = options.pgliteDir;
  if (!dir) return { client: await createPglite(options), release: () => undefined };
  const release = await lockDataDir(dir);
  try {
    await initDataDirOnce(dir, async (dataDir) => {
      const client = await createPglite({ dataDir });
      await options.prepare?.(pgliteHandle(client, () => client.close()));
      return client;
    });
    return { client: await createPglite({ dataDir: dir }), release };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPglite(options: OpenDbOptions): Promise<DbHandle & { client: PGlite }> {
  const { client, release } = await openPgliteClient(options);
  return pgliteHandle(client, async () => {
    await client.close();
    release();
  });
}

function pgliteHandle(client: PGlite, close: () => Promise<void>): DbHandle & { client: PGlite } {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    client,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close,
  };
}

const MIGRATION_LOCK = 7_361_004;

async function openPg(url: string, poolMax = 20): Promise<DbHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 30_000 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: asDrizzleClient(pool), schema });
  return {
    db: db as unknown as Db,
    pool,
    driver: 'pg',
    migrate: async () => {
      // Several instances may start together: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client: asDrizzleClient(client) }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** drizzle-orm resolves another copy of @types/pg than ours; the runtime objects are the same. */
function asDrizzleClient(client: pg.Pool | pg.PoolClient): NodePgClient {
  return client as unknown as NodePgClient;
}
