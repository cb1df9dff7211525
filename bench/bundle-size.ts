// Initial JavaScript of the built site: the entry script and its modulepreloads, gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJsGzipKb(distDir: string): number {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  const bytes = [...new Set(files)].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}
