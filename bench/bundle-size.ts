// Initial JavaScript of the built site: the boot script, the entry and its module preloads (as tags or in the
// #app-assets list the boot script starts), gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJsGzipKb(distDir: string): number {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/"\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  const bytes = [...new Set(files)].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}
