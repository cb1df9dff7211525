// npm run bench: API load (wrk for the catalogue, autocannon for calls with bodies) on a 100,000-game catalogue and Lighthouse mobile on every landing page.
// Options pass through: --games N, --connections N, --duration S, --database-url URL, --skip-lighthouse, --port N,
// --only api,uncached,bets,provider-wallet,start-time,lighthouse,instances (those alone, kept in bench/.out; RESULTS.md untouched),
// --pages /m/a,/m/b and --lighthouse-runs N (with --only lighthouse).
import { execFileSync } from 'node:child_process';
import { ensureChromium, ensureNodeModules, ensureWrk, root } from './lib/ensure.mjs';

await ensureNodeModules();
ensureChromium();
ensureWrk();
const { ensureWebBuild } = await import('./lib/web-build.mjs');
ensureWebBuild();
execFileSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
