import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from './client';
import { DataDirInUseError, initDataDirOnce, lockDataDir } from './pglite-data-dir';

let parent: string;
let dir: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'pglite-dir-'));
  dir = join(parent, 'pglite');
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** A process that is alive until killed. */
const sleeper = () => spawn('sleep', ['30']);
/** The pid of a process that has exited. */
const deadPid = () => spawnSync('true').pid;

describe('lockDataDir', () => {
  it('refuses a second open in the same process, and frees the directory on release', async () => {
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    (await lockDataDir(dir))();
  });

  it('waits for another live process, then names it', async () => {
    const other = sleeper();
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      const refused = await lockDataDir(dir, 300).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as Error).message).toContain(`process ${other.pid}`);
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes the directory when the other process lets go during the wait', async () => {
    const other = sleeper();
    writeFileSync(`${dir}.lock`, String(other.pid));
    setTimeout(() => other.kill(), 300);
    const release = await lockDataDir(dir, 5_000);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock left by a process that is gone, and one left empty by a crash', async () => {
    writeFileSync(`${dir}.lock`, String(deadPid()));
    (await lockDataDir(dir, 0))();
    writeFileSync(`${dir}.lock`, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock`, old, old);
    (await lockDataDir(dir, 0))();
  });

  it('does not remove a lock another process has taken since', async () => {
    const release = await lockDataDir(dir);
    writeFileSync(`${dir}.lock`, '999999');
    release();
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe('999999');
  });
});

describe('initDataDirOnce', () => {
  const fakeCreate = (made: string[]) => async (dataDir: string) => {
    made.push(dataDir);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '17');
    return { close: async () => undefined };
  };

  it('makes a new cluster beside the directory and moves it into place', async () => {
    const made: string[] = [];
    await initDataDirOnce(dir, fakeCreate(made));
    expect(made).toEqual([`${dir}.init-${process.pid}`]);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(made[0] as string)).toBe(false);
  });

  it('replaces what an interrupted start left, and leaves a made cluster alone', async () => {
    mkdirSync(join(parent, 'pglite.init-4242', 'base'), { recursive: true });
    mkdirSync(join(dir, 'base'), { recursive: true });
    writeFileSync(join(dir, 'base', 'half-written'), 'x');
    const made: string[] = [];
    await initDataDirOnce(dir, fakeCreate(made));
    expect(existsSync(join(parent, 'pglite.init-4242'))).toBe(false);
    expect(existsSync(join(dir, 'base', 'half-written'))).toBe(false);
    await initDataDirOnce(dir, fakeCreate(made));
    expect(made).toHaveLength(1);
  });
});

describe('openDb on a PGlite directory', () => {
  it('keeps the directory to one open at a time, and the data across opens', async () => {
    const first = await openDb({ pgliteDir: dir });
    await first.db.execute(sql`create table kept (id int)`);
    await first.db.execute(sql`insert into kept values (7)`);
    await expect(openDb({ pgliteDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();
    const second = await openDb({ pgliteDir: dir });
    try {
      const { rows } = (await second.db.execute(sql`select id from kept`)) as unknown as { rows: { id: number }[] };
      expect(rows).toEqual([{ id: 7 }]);
    } finally {
      await second.close();
    }
  }, 60_000);
});
