// npm start: install what is missing, build the site if stale, then serve site and API on one port.
// The server migrates and seeds its database on start (idempotent).
import { spawn } from 'node:child_process';
import { ensureNodeModules, root } from './lib/ensure.mjs';

ensureNodeModules();
const { ensureWebBuild } = await import('./lib/web-build.mjs');
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
