// Build the test templates once: migrate and seed a small catalogue, then each test file clones it.
// PGlite: a dump of the data dir, loaded per file (about half a second instead of six). It is not compressed:
// a 65 MB tar loads in half the time of its 6.5 MB gzip.
// PostgreSQL (when TEST_DATABASE_URL is set): a template database, copied per file with
// CREATE DATABASE ... TEMPLATE, a file copy instead of running every migration and the seed again.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb, type DbHandle } from '../db/client';
import { seedDatabase } from '../db/seed/index';
import { TEST_GAMES, TEST_NOW } from './constants';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The template database's name on TEST_DATABASE_URL's server; '' without one. */
    pgTemplate: string;
  }
}

async function seedTestCatalogue(handle: DbHandle): Promise<void> {
  await handle.migrate();
  await seedDatabase(handle.db, { games: TEST_GAMES, now: TEST_NOW, cashierActivity: false });
}

async function pgliteTemplate(dir: string): Promise<string> {
  const handle = await openDb({});
  await seedTestCatalogue(handle);
  const client = (handle as unknown as { client: { dumpDataDir(c: 'none'): Promise<Blob> } }).client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** Its name, and how to drop it. The handle is closed first: a template must have no session open. */
async function pgTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = uniqueDatabaseName('lobby_template');
  await adminQuery(adminUrl, `create database ${name}`);
  const drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  try {
    const handle = await openDb({ databaseUrl: databaseUrl(adminUrl, name), poolMax: 1 });
    try {
      await seedTestCatalogue(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/**
 * TEST_TEMPLATES_DIR (npm test sets it): the first run builds the templates there and keeps them, and a later run
 * of the same npm test (the server processes' tests, after the API tests) uses them as they are. npm test removes
 * the folder, and stops the PostgreSQL holding the template, at its end.
 */
const SHARED = process.env.TEST_TEMPLATES_DIR;
const sharedList = SHARED ? join(SHARED, 'templates.json') : undefined;

export default async function setup(project: TestProject) {
  if (sharedList && existsSync(sharedList)) {
    const kept = JSON.parse(readFileSync(sharedList, 'utf8')) as { pglite: string; pg: string };
    project.provide('pgliteTemplate', kept.pglite);
    project.provide('pgTemplate', kept.pg);
    return;
  }
  const dir = SHARED ?? mkdtempSync(join(tmpdir(), 'lobby-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [file, pg] = await Promise.all([pgliteTemplate(dir), adminUrl ? pgTemplate(adminUrl) : undefined]);
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', pg?.name ?? '');
  if (sharedList) {
    writeFileSync(sharedList, JSON.stringify({ pglite: file, pg: pg?.name ?? '' }));
    return;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await pg?.drop();
  };
}
