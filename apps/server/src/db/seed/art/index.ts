import { fork } from 'node:child_process';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lock } from 'proper-lockfile';
import { APP_ICON_SIZES, appIconFile } from '@lobby/contract/download';
import type { ArtManifest } from '../index';
import { jobOrder, renderJobs, type ArtJob } from './jobs';

/** Bump when the drawings change, so named files (vendor icons, logos) are redrawn. */
export const ART_VERSION = '6';
/** Below this many images, draw in-process; above, fan out to worker processes. */
const FORK_THRESHOLD = 200;

export interface RenderOptions {
  log?: (message: string) => void;
  workers?: number;
}

export function artJobs(manifest: ArtManifest, redrawNamed: boolean): ArtJob[] {
  const jobs: ArtJob[] = [
    ...manifest.games.map((spec): ArtJob => ({ kind: 'game', file: spec.file, spec, force: false })),
    ...manifest.banners.map((spec): ArtJob => ({ kind: 'banner', file: spec.file, spec, force: false })),
    ...manifest.vendors.flatMap((spec) =>
      (['BLACK', 'WHITE'] as const).map((tone): ArtJob => ({
        kind: 'vendor',
        file: `vendors/${spec.vassalage}-${tone}.png`,
        spec,
        tone,
        force: redrawNamed,
      })),
    ),
    ...manifest.merchants.map((spec): ArtJob => ({
      kind: 'merchant',
      file: `merchants/${spec.code}-logo.png`,
      spec,
      force: redrawNamed,
    })),
    // The installed app's icons (manifest, web clip, download page): each size, and a maskable one.
    ...manifest.merchants.flatMap((spec) =>
      [...APP_ICON_SIZES.map((size) => ({ size, maskable: false })), { size: 512 as const, maskable: true }].map(
        ({ size, maskable }): ArtJob => ({
          kind: 'appIcon',
          file: appIconFile(spec.code, size, maskable),
          spec,
          size,
          maskable,
          force: redrawNamed,
        }),
      ),
    ),
  ];
  return [...new Map(jobs.map((job) => [job.file, job])).values()];
}

/**
 * Servers that share a media folder (MEDIA_DIR) and start together draw in turn: the first draws, the others
 * then find the files there. The lock is refreshed while held; one left by a killed server is stale after this.
 */
const DRAWING_LOCK = { stale: 30_000, update: 5_000, retries: { forever: true, minTimeout: 250, maxTimeout: 2_000 } };

/**
 * Draw the art of a catalogue into `mediaDir`: game tiles and banners (content-addressed WebP),
 * provider wordmarks and merchant logos (PNG). Files that exist are skipped.
 */
export async function renderArt(
  manifest: ArtManifest,
  mediaDir: string,
  options: RenderOptions = {},
): Promise<{ rendered: number; skipped: number }> {
  await mkdir(mediaDir, { recursive: true });
  const release = await lock(mediaDir, { ...DRAWING_LOCK, lockfilePath: join(mediaDir, '.drawing.lock') });
  try {
    return await renderMissing(manifest, mediaDir, options);
  } finally {
    await release();
  }
}

async function renderMissing(
  manifest: ArtManifest,
  mediaDir: string,
  options: RenderOptions,
): Promise<{ rendered: number; skipped: number }> {
  const versionFile = join(mediaDir, '.art-version');
  const version = await readFile(versionFile, 'utf8').catch(() => '');
  const jobs = artJobs(manifest, version.trim() !== ART_VERSION);
  const todo: ArtJob[] = [];
  for (const job of jobs) if (job.force || !(await exists(join(mediaDir, job.file)))) todo.push(job);
  if (todo.length > 0) options.log?.(`art: drawing ${todo.length} images`);
  const order = new Map(todo.map((job) => [job, jobOrder(job)]));
  todo.sort((a, b) => (order.get(a) ?? '').localeCompare(order.get(b) ?? ''));
  const workers = Math.min(options.workers ?? availableParallelism(), 8);
  if (todo.length < FORK_THRESHOLD || workers < 2) await renderJobs(todo, mediaDir);
  else await Promise.all(split(todo, workers).map((share) => renderInChild(share, mediaDir)));
  await writeFile(versionFile, ART_VERSION);
  return { rendered: todo.length, skipped: jobs.length - todo.length };
}

/** Contiguous shares, so tiles with the same base picture stay in one worker. */
function split<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, i) => items.slice(i * size, (i + 1) * size)).filter(
    (share) => share.length > 0,
  );
}

function renderInChild(jobs: ArtJob[], mediaDir: string): Promise<void> {
  // From source the worker is TypeScript and needs tsx; compiled, it is the bundle dist/worker.js beside main.js.
  const compiled = !import.meta.url.endsWith('.ts');
  const script = fileURLToPath(new URL(compiled ? './worker.js' : './worker.ts', import.meta.url));
  const fromSource = process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : ['--import', 'tsx'];
  const execArgv = compiled ? ['--enable-source-maps'] : fromSource;
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`art worker exited with ${code}`))));
    child.send({ jobs, mediaDir });
  });
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
