// Test helper: an app on its own copy of the migrated and seeded small catalogue (see global-setup.ts), on PGlite or PostgreSQL.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../app';
import type { Env } from '../config';
import { openDb, type DbHandle } from '../db/client';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './postgres';

export type Driver = 'pglite' | 'pg';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

export interface TestDb {
  handle: DbHandle;
  drop: () => Promise<void>;
}

let pgliteTemplate: Blob | undefined;

/** A fresh database with the test catalogue. */
export async function openTestDb(driver: Driver): Promise<TestDb> {
  if (driver === 'pglite') {
    // Read once per worker (modules stay loaded from one file to the next): a Blob is never changed by a load.
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openDb({ loadDataDir: pgliteTemplate });
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A copy of the template global-setup migrated and seeded: every call still gets a database of its own.
  const name = uniqueDatabaseName('lobby_test');
  await adminQuery(adminUrl, `create database ${name} template ${inject('pgTemplate')}`);
  const handle = await openDb({ databaseUrl: databaseUrl(adminUrl, name), poolMax: 5 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestApp {
  app: App;
  db: TestDb;
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Env>;
  extend?: (app: FastifyInstance) => Promise<void> | void;
  /** Use this database instead of opening one. */
  db?: TestDb;
  /** Logs, off unless a test reads them. */
  logger?: BuildAppOptions['logger'];
}

export async function createTestApp(driver: Driver, options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await openTestDb(driver));
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-app-'));
  const app = await buildApp({
    db: db.handle,
    logger: options.logger ?? false,
    config: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      GAMES_DIST: join(dataDir, 'no-games'),
      ADMIN_DIST: join(dataDir, 'no-admin'),
      // A test's database is small and short-lived; db/pglite-upkeep.test.ts tests the upkeep itself.
      PGLITE_UPKEEP_MS: 0,
      ...options.config,
    },
    ...(options.extend ? { extend: options.extend } : {}),
  });
  return {
    app,
    db,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.db) await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** GET a JSON envelope and return status and body. */
export async function getJson<T = unknown>(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}
