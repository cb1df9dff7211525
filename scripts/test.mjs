// npm test: install what is missing, then typecheck, lint, unit, API (PGlite and PostgreSQL) and browser tests.
// Ends with one "N passed, N failed" line summing every runner.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensureNodeModules, ensurePostgres, root } from './lib/ensure.mjs';

ensureNodeModules();
ensureChromium();
ensurePostgres();
const { startPostgres } = await import('./lib/postgres.mjs');
const { ensureWebBuild } = await import('./lib/web-build.mjs');

const reports = join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, env = {}) {
  console.log(`\n━━ ${name}`);
  try {
    execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    return true;
  } catch {
    failures.push(name);
    return false;
  }
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

// Vitest's default leaves one core to its main process (one worker on two cores), which mostly waits;
// a test file mostly waits too (a database, a timer): two workers at least.
const VITEST_WORKERS = Math.max(2, availableParallelism() - 1);

/** A workspace's own `test` script (vitest run), with a JSON report to count. */
function vitest(name, workspace, env = {}) {
  const out = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const flags = `--maxWorkers=${VITEST_WORKERS} --reporter=default --reporter=json --outputFile.json=${out}`;
  step(name, `npm run test -w ${workspace} -- ${flags}`, env);
  countVitest(out);
}

step('typecheck', 'npm run typecheck');
// No rule needs type information, so files lint independently: one thread per core.
step('lint', `npx eslint . --concurrency ${availableParallelism()}`);
vitest('unit: contract', 'packages/contract');
vitest('unit: ui', 'packages/ui');
vitest('unit: web', 'apps/web');
vitest('unit: games', 'apps/games');
vitest('unit: console', 'apps/admin');
vitest('unit: message sandbox', 'sandboxes/messages');
vitest('unit: payment sandbox', 'sandboxes/payments');

const postgres = await startPostgres();
try {
  vitest('api: PGlite and PostgreSQL', 'apps/server', { TEST_DATABASE_URL: postgres.url });
} finally {
  postgres.stop();
}

ensureWebBuild();
const e2eOut = join(reports, 'e2e.json');
// Two workers: the accessibility pass beside the specs that cannot disturb it, then the rest (see the config).
step('browser: Playwright', 'npx playwright test --config apps/web/e2e/playwright.config.ts', {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut,
  E2E_PHASES: '1',
});
countPlaywright(e2eOut);
// The operator console at 1280x800, on a test-mode server of its own.
const consoleOut = join(reports, 'e2e-console.json');
step('browser: Playwright, operator console', 'npx playwright test --config apps/admin/e2e/playwright.config.ts', {
  PLAYWRIGHT_JSON_OUTPUT_NAME: consoleOut,
});
countPlaywright(consoleOut);
// A production start (no outbox) with the message and payment sandboxes, as npm start runs it.
const productionOut = join(reports, 'e2e-production.json');
step('browser: Playwright on a production start', 'npx playwright test --config apps/web/e2e/production/playwright.config.ts', {
  PLAYWRIGHT_JSON_OUTPUT_NAME: productionOut,
});
countPlaywright(productionOut);

console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
