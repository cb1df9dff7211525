// The catalogue's GET loads (lists, searches, health, the bare route) on wrk: a load generator in C that
// costs the machine about a third of autocannon's CPU per request, so that on two cores the figures
// measure the server rather than the generator beside it (decision 199). Calls that need a body or a
// signature made per request stay on autocannon (`measure` in api-load.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROWSER_HEADERS, type LoadFigures } from './api-load';

const SCRIPT = new URL('./wrk-load.lua', import.meta.url).pathname;
/** A run that asks each path once ends when they are all asked, well within this. */
const ONCE_LIMIT_SECONDS = 120;

export interface WrkOptions {
  connections: number;
  /** Seconds; a run that asks each path once stops sooner when it has. */
  duration: number;
  /** Each path once, in order, then stop (no answer can come from a cache); otherwise round them in order. */
  once?: boolean;
}

interface WrkFigures {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  errors: number;
}

const ms = (us: number) => Math.round(us / 100) / 10;

/** Load `base` with `paths` (in order) on one wrk thread; latency in ms to a tenth. */
export async function wrkLoad(base: string, paths: readonly string[], options: WrkOptions): Promise<LoadFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  try {
    const file = join(dir, 'paths.txt');
    writeFileSync(file, `${paths.join('\n')}\n`);
    const seconds = options.once ? ONCE_LIMIT_SECONDS : options.duration;
    const args = ['-t1', `-c${options.connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', SCRIPT, base];
    const mode = options.once ? 'once' : 'loop';
    const figures = await runWrk([...args, '--', file, BROWSER_HEADERS['accept-encoding'], mode]);
    return {
      requestsPerSecond: Math.round(figures.requests / (figures.durationUs / 1e6)),
      p50: ms(figures.p50Us),
      p99: ms(figures.p99Us),
      errors: figures.errors,
      total: figures.requests,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * wrk on the last core (taskset, util-linux): left to the scheduler, the generator, the server's event loop and
 * its compression thread took turns on two cores, and the event loop waited its turn with 50 requests in hand
 * (searches' p99 12.0–15.1 ms pinned, 15.6–23.8 ms not, in alternate runs). The server keeps both cores.
 */
const pinned = (args: string[]): [string, string[]] =>
  cpus().length > 1 ? ['taskset', ['-c', String(cpus().length - 1), 'wrk', ...args]] : ['wrk', args];

function runWrk(args: string[]): Promise<WrkFigures> {
  return new Promise((resolve, reject) => {
    const wrk = spawn(...pinned(args), { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    let asked = false;
    wrk.stdout.setEncoding('utf8');
    wrk.stdout.on('data', (text: string) => {
      out += text;
      if (!asked && out.includes('WRK-ASKED-ALL')) {
        asked = true;
        wrk.kill('SIGINT');
      }
    });
    wrk.on('error', reject);
    wrk.on('close', (code) => {
      const line = out.split('\n').find((each) => each.startsWith('WRK-FIGURES '));
      if (!line) return reject(new Error(`wrk ended (${code}) without figures:\n${out}`));
      const figures = JSON.parse(line.slice('WRK-FIGURES '.length)) as WrkFigures;
      if (figures.errors > 0) console.warn('› wrk errors', figures.errors);
      resolve(figures);
    });
  });
}
