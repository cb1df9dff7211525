// PGlite keeps a whole PostgreSQL cluster in one directory, and nothing stops a second process from opening
// it: two writers (a seed or operator command beside a running server) leave it unreadable. PostgreSQL's own
// postmaster.pid guard does not exist in PGlite, so this module supplies one, and makes a first start atomic.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long an open waits for another process to let go (a server restarting under `tsx watch`, say). */
export const DATA_DIR_LOCK_WAIT_MS = 10_000;
const RETRY_MS = 250;
const WRITE_GRACE_MS = 2_000;

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dir} is open in process ${pid}. PGlite allows one process at a time: stop that ` +
        `process first (or point DATABASE_URL at PostgreSQL to run tools beside a live server). If no such ` +
        `process is running, delete ${lockPath(dir)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const lockPath = (dir: string) => `${dir}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder's pid (0: still being written), or undefined when the lock is free or stale (then removed). */
function liveHolder(path: string): number | undefined {
  let text: string;
  let age: number;
  try {
    text = readFileSync(path, 'utf8');
    age = Date.now() - statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text, 10);
  if (!(Number.isInteger(pid) && pid > 0)) {
    // Created and not yet written by its maker; an empty file left by a crash is stale after a while.
    if (age < WRITE_GRACE_MS) return 0;
  } else if (pid === process.pid || isAlive(pid)) return pid;
  rmSync(path, { force: true });
  return undefined;
}

function tryLock(path: string): boolean {
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Take the directory for this process, waiting up to `waitMs` for a live holder to let go.
 * Returns the release; it also runs if the process exits without closing.
 */
export async function lockDataDir(dir: string, waitMs = DATA_DIR_LOCK_WAIT_MS): Promise<() => void> {
  mkdirSync(dirname(dir), { recursive: true });
  const path = lockPath(dir);
  const deadline = Date.now() + waitMs;
  while (!tryLock(path)) {
    const holder = liveHolder(path);
    if (holder === undefined) continue;
    if (holder === process.pid || (holder > 0 && Date.now() >= deadline)) throw new DataDirInUseError(dir, holder);
    await sleep(RETRY_MS);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}

/**
 * A new cluster is made in a staging directory and renamed into place once PGlite has closed it, so an
 * interrupted first start never leaves a half-made `dir` that aborts every later open. Leftovers of
 * interrupted starts, and a `dir` without `PG_VERSION` (made by an older start), hold no data and go.
 * Call with the lock held.
 */
export async function initDataDirOnce(dir: string, create: (dataDir: string) => Promise<{ close(): Promise<void> }>) {
  const parent = dirname(dir);
  const stagingPrefix = `${basename(dir)}.init-`;
  for (const name of readdirSync(parent)) {
    if (name.startsWith(stagingPrefix)) rmSync(join(parent, name), { recursive: true, force: true });
  }
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const staging = join(parent, `${stagingPrefix}${process.pid}`);
  const fresh = await create(staging);
  await fresh.close();
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}
