// When a build's inputs last changed: the newest modification time below a path (0 when it does not exist).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}
