// npm test: install what is missing (Chromium, PostgreSQL, Redis), then typecheck, lint, API tests (PGlite and
// PostgreSQL), and the browser tests with, beside them, the unit tests, the server-process tests (two instances on
// one PostgreSQL and Redis, kills) and the production start.
// Ends with one "N passed, N failed" line summing every runner.
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureTestTools, root } from './lib/ensure.mjs';
import { playwrightReport, vitestReport } from './lib/test-reports.mjs';

await ensureTestTools();
const { startPostgres } = await import('./lib/postgres.mjs');
const { ensureWebBuild } = await import('./lib/web-build.mjs');
const { ensureServerBuild } = await import('./lib/server-build.mjs');

const reports = join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each step's wall time and the CPU time its processes used, printed at the end to see where the time goes. */
const timings = [];

/** CPU seconds (user + system) of the finished children of this process, on Linux; 0 elsewhere. */
function childCpuSeconds() {
  try {
    // /proc/self/stat: fields 16 and 17 are cutime and cstime, in clock ticks (100 a second on Linux).
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

function timed(name, work) {
  const started = { wall: Date.now(), cpu: childCpuSeconds() };
  try {
    return work();
  } finally {
    timings.push({ name, wall: (Date.now() - started.wall) / 1000, cpu: childCpuSeconds() - started.cpu });
  }
}

function step(name, command, env = {}) {
  console.log(`\n━━ ${name}`);
  return timed(name, () => {
    try {
      execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
      return true;
    } catch {
      failures.push(name);
      return false;
    }
  });
}

/** One command of a lane of `together`: its own output lines carry its label; its wall time goes in the table. */
function labelled({ name, label, command, env = {} }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const output of [child.stdout, child.stderr]) {
      createInterface({ input: output }).on('line', (line) => console.log(`[${label}] ${line}`));
    }
    child.on('close', (code) => {
      if (code !== 0) failures.push(name);
      timings.push({ name: `  ${name}`, wall: (Date.now() - started) / 1000 });
      resolve();
    });
  });
}

/** A lane: its steps one after the other. */
async function lane(steps) {
  for (const each of steps) await labelled(each);
}

/**
 * Lanes side by side, each running its steps one after the other (their CPU time is counted together): for steps
 * that each leave a core mostly idle, and to fill a core another lane leaves idle.
 */
async function together(lanes) {
  const name = lanes.map((steps) => [...new Set(steps.map((each) => each.label))].join(' → ')).join(' | ');
  console.log(`\n━━ side by side: ${name}`);
  const started = { wall: Date.now(), cpu: childCpuSeconds() };
  const at = timings.length;
  await Promise.all(lanes.map(lane));
  // The whole above the lines of its steps, which end in any order.
  timings.splice(at, 0, {
    name: 'browser tests, and beside them',
    wall: (Date.now() - started.wall) / 1000,
    cpu: childCpuSeconds() - started.cpu,
  });
}

/** Tests that failed, and browser tests that passed only on their retry, from every report: printed last. */
const failedTests = [];
const flakyTests = [];

function count(report) {
  if (!report) return;
  totals.passed += report.passed;
  totals.failed += report.failed;
  totals.skipped += report.skipped;
  failedTests.push(...report.failures);
  flakyTests.push(...report.flaky);
}
const countVitest = (file) => count(vitestReport(file));
const countPlaywright = (file) => count(playwrightReport(file));

// Vitest's default leaves one core to its main process (one worker on two cores), which mostly waits;
// a test file mostly waits too (a database, a timer): two workers at least.
const VITEST_WORKERS = Math.max(2, availableParallelism() - 1);

/** Where a vitest run's JSON report goes. */
const vitestReportFile = (name) => join(reports, `${name.replace(/\W+/g, '-')}.json`);

/** A workspace's own `test` script (vitest run) with `args`, and the flags that write its report. */
function vitestCommand(name, workspace, args = '', workers = VITEST_WORKERS) {
  const out = vitestReportFile(name);
  return `npm run test -w ${workspace} -- ${args} --maxWorkers=${workers} --reporter=default --reporter=json --outputFile.json=${out}`;
}

/** A workspace's own `test` script (vitest run), with a JSON report to count. */
function vitest(name, workspace, env = {}, args = '') {
  step(name, vitestCommand(name, workspace, args), env);
  countVitest(vitestReportFile(name));
}

step('typecheck', 'npm run typecheck');
// No rule needs type information, so files lint independently: one thread per core.
step('lint', `npx eslint . --concurrency ${availableParallelism()}`);
/** The unit tests (vitest), each workspace's own, in the browser step's lanes (see below). */
const UNIT_TESTS = [
  ['unit: contract', 'packages/contract'],
  ['unit: ui', 'packages/ui'],
  ['unit: web', 'apps/web'],
  ['unit: games', 'apps/games'],
  ['unit: console', 'apps/admin'],
  ['unit: message sandbox', 'sandboxes/messages'],
  ['unit: payment sandbox', 'sandboxes/payments'],
  ['unit: provider simulator', 'sandboxes/providers'],
].map(([name, workspace]) => ({ name, label: 'unit', command: vitestCommand(name, workspace) }));

/**
 * Tests that run the server as real processes (killed mid-round, killed while seeding, two instances on one
 * PostgreSQL and Redis, killed mid-callback, refused starts): they mostly wait on those processes, so they run
 * beside the browser tests.
 */
const PROCESS_TESTS = ['src/test/processes/', 'src/main.test.ts', 'src/modules/cashier/cashier-crash.test.ts'];
await ensureServerBuild();
// One PostgreSQL for the API tests and the server processes beside the browser tests; stopped after them.
const postgres = await startPostgres();
// The API tests' template databases, kept for the server processes' tests (apps/server/src/test/global-setup.ts).
const templates = join(root, '.tmp/test-templates');
rmSync(templates, { recursive: true, force: true });
mkdirSync(templates, { recursive: true });
const serverTestEnv = { TEST_DATABASE_URL: postgres.url, TEST_TEMPLATES_DIR: templates };
vitest(
  'api: PGlite and PostgreSQL',
  'apps/server',
  serverTestEnv,
  PROCESS_TESTS.map((path) => `--exclude '${path.endsWith('/') ? `${path}**` : path}'`).join(' '),
);

timed('build: browser apps (when stale)', () => ensureWebBuild());
const e2eOut = join(reports, 'e2e.json');
/**
 * Each browser run retries a failed test once, on CI and here alike, and that retry records a trace (decision 194).
 * A test that passes only on its retry counts as passed and is named at the end, to be mended.
 */
const PLAYWRIGHT = 'npx playwright test --retries=1';
/** The console's first server: E2E_CONSOLE_PORT, or the port after E2E_PORT, or its config's own (3110). */
const consolePort = Number(
  process.env.E2E_CONSOLE_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1 : 3110),
);
/**
 * The console's specs in E2E_CONSOLE_SHARDS shards (default 1), each on a server and database of its own (the port
 * sets both; each shard's is 10 after the one before). On two cores a second shard beside the site's two workers
 * overloaded the machine and specs timed out; a machine with more cores may run more.
 */
const CONSOLE_SHARDS = Number(process.env.E2E_CONSOLE_SHARDS ?? 1);
const consoleRuns = Array.from({ length: CONSOLE_SHARDS }, (_, index) => {
  const out = join(reports, `e2e-console-${index + 1}.json`);
  return {
    // The operator console at 1280x800, on a test-mode server of its own.
    name: `browser: Playwright, operator console ${index + 1}/${CONSOLE_SHARDS}`,
    label: `console ${index + 1}`,
    command: `${PLAYWRIGHT} --config apps/admin/e2e/playwright.config.ts --shard=${index + 1}/${CONSOLE_SHARDS}`,
    out,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_PORT: String(consolePort + index * 10) },
  };
});
const processRun = {
  name: 'api: server processes',
  label: 'processes',
  // One file at a time: beside the browser tests, it only needs to end before them.
  command: vitestCommand('api: server processes', 'apps/server', PROCESS_TESTS.join(' '), 1),
  env: serverTestEnv,
};
// A production start (no outbox) with the message and payment sandboxes, as npm start runs it.
const productionOut = join(reports, 'e2e-production.json');
const productionRun = {
  name: 'browser: Playwright on a production start',
  label: 'production',
  command: `${PLAYWRIGHT} --config apps/web/e2e/production/playwright.config.ts`,
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: productionOut },
};
const siteRun = {
  // Two workers: the accessibility pass beside the specs that cannot disturb it, then the rest (see the config).
  name: 'browser: Playwright',
  label: 'site',
  command: `${PLAYWRIGHT} --config apps/web/e2e/playwright.config.ts`,
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut, E2E_PHASES: '1' },
};
// Three lanes, each on its own servers and databases: the site's run; the console's, then the smaller unit tests;
// the server processes' (which mostly waits), then the production start and the web app's unit tests. On two cores
// the browser runs measured 641 s of CPU over 871 s of wall time (they mostly wait on pages and timers), so side by
// side they fit in the site's time. The lanes are balanced on measured runs (decision 203): the site's took 728-736 s,
// the console's 572-626 s, the processes' 412-430 s and the production start 96-141 s; the unit tests took 130-170 s
// for the web app's and 45-75 s for the others. The API tests do not join them (decision 192): beside them, even at
// a lower priority, the site's specs ran at a fraction of their pace. E2E_SIDE_BY_SIDE=0 runs every step one after
// the other.
const webUnitTests = UNIT_TESTS.filter(({ name }) => name === 'unit: web');
const otherUnitTests = UNIT_TESTS.filter(({ name }) => name !== 'unit: web');
const lanes = [[siteRun], [...consoleRuns, ...otherUnitTests], [processRun, productionRun, ...webUnitTests]];
try {
  if (process.env.E2E_SIDE_BY_SIDE !== '0') await together(lanes);
  else for (const { name, command, env } of lanes.flat()) step(name, command, env);
} finally {
  postgres.stop();
  rmSync(templates, { recursive: true, force: true });
}
countPlaywright(e2eOut);
consoleRuns.forEach((run) => countPlaywright(run.out));
countPlaywright(productionOut);
countVitest(vitestReportFile(processRun.name));
UNIT_TESTS.forEach(({ name }) => countVitest(vitestReportFile(name)));

console.log('\nStep times (wall, and CPU user+system of its processes):');
for (const { name, wall, cpu } of timings)
  console.log(
    `  ${name.padEnd(44)} ${wall.toFixed(0).padStart(5)} s${cpu === undefined ? '' : `  cpu ${cpu.toFixed(0).padStart(5)} s`}`,
  );
for (const { where, title, error } of flakyTests)
  console.log(`\n~ passed on its retry: ${where}\n  ${title}\n      ${error}`);
for (const { where, title, error } of failedTests) console.log(`\n✘ ${where}\n  ${title}\n      ${error}`);
console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
