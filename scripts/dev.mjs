// npm run dev: API with restart on change (tsx watch) and the site through Vite with hot reload.
import { spawn } from 'node:child_process';
import { ensureNodeModules, root } from './lib/ensure.mjs';

ensureNodeModules();
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => { stop(); process.exitCode = 1; });
