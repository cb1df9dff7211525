// Lighthouse mobile (its default emulation) on a page, with Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's own CPU speed reading of this machine during the run (higher is faster). */
  benchmarkIndex: number;
}

function runOnce(root: string, url: string, outDir: string): PageFigures {
  const out = join(outDir, 'lighthouse.json');
  execFileSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance',
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: 'inherit' },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id: string) => report.audits[id].numericValue as number;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

/** The pages audited against the budgets of design.md §7: home, and the engagement pages of issue 5. */
export const AUDITED_PAGES = ['/m/home', '/m/activity', '/m/notice'] as const;

/** Lighthouse runs this many times; the run with the median TBT is reported (Lighthouse's own advice on variance). */
export const LIGHTHOUSE_RUNS = 5;

/** Lighthouse sometimes fails to record a load (NO_NAVSTART, "please run Lighthouse again"): a run gets this many tries. */
const TRIES_PER_RUN = 3;

function runWithRetries(root: string, url: string, outDir: string): PageFigures {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runOnce(root, url, outDir);
    } catch (error) {
      if (attempt >= TRIES_PER_RUN) throw error;
      console.warn(`lighthouse failed on ${url} (try ${attempt} of ${TRIES_PER_RUN}), running it again`);
    }
  }
}

export function runLighthouse(root: string, url: string, outDir: string): PageFigures {
  const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => runWithRetries(root, url, outDir));
  runs.sort((a, b) => a.tbtMs - b.tbtMs);
  return runs[Math.floor(runs.length / 2)] as PageFigures;
}
