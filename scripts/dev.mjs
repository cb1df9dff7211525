// npm run dev: API with restart on change (tsx watch) and the site through Vite with hot reload.
// The in-house games app is rebuilt on change and served by the API under /games/ (Vite proxies it).
import { spawn } from 'node:child_process';
import { ensureNodeModules, root } from './lib/ensure.mjs';

await ensureNodeModules();
const { BROWSER_APPS, ensureAppBuild } = await import('./lib/web-build.mjs');
const { startProviderSandbox } = await import('./lib/provider-sandbox.mjs');
const games = BROWSER_APPS.find((app) => app.workspace === 'apps/games');
// Built before the API starts: the API serves /games/ only when the build is there.
ensureAppBuild(games);
// External games play on the provider simulator (unless PROVIDERS_SANDBOX_URL points elsewhere), sharing its key.
const providers = await startProviderSandbox(process.env, { fromSource: true });
const serverEnv = { NODE_ENV: 'development', ...process.env, ...providers?.serverEnv };
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { cwd: root, stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'build', '-w', 'apps/games', '--', '--watch', '--emptyOutDir=false'], { cwd: root, stdio: 'inherit' }),
  ...(providers ? [providers.child] : []),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => { stop(); process.exitCode = 1; });
