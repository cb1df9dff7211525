// npm run bench: API load (autocannon) on a 100,000-game catalogue and Lighthouse mobile on /m/home.
// Options pass through: --games N, --connections N, --duration S, --database-url URL, --skip-lighthouse,
// --only api (the catalogue API alone, results in bench/.out), --port N.
import { execFileSync } from 'node:child_process';
import { ensureChromium, ensureNodeModules, root } from './lib/ensure.mjs';

ensureNodeModules();
// The API alone needs neither a browser nor the web build.
if (!process.argv.includes('--only')) {
  ensureChromium();
  const { ensureWebBuild } = await import('./lib/web-build.mjs');
  ensureWebBuild();
}
execFileSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
