// Builds the web app when its sources are newer than the last build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './ensure.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const web = join(root, 'apps/web');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(web, p));

export function ensureWebBuild({ force = false } = {}) {
  const built = newestMtime(join(web, 'dist/index.html'));
  const sources = Math.max(...inputs.map(newestMtime), newestMtime(join(root, 'packages/contract/src')));
  if (!force && built > sources) return;
  console.log('› building the web app');
  run('npm run build -w apps/web');
}
