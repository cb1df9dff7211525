import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * A Vite build plugin (typed by its shape, like head.ts, so this package needs no Vite): `.br` and `.gz` at
 * maximum compression beside every text asset over 1 KB, for the server's pre-compressed static files. `extra`
 * names public files the bundle does not list (the site's favicon).
 */
export function precompress(extra: string[] = []) {
  let outDir = 'dist';
  return {
    name: 'lobby-precompress',
    apply: 'build' as const,
    configResolved(config: { build: { outDir: string } }) {
      outDir = config.build.outDir;
    },
    writeBundle(_options: unknown, bundle: Record<string, unknown>) {
      for (const fileName of [...Object.keys(bundle), ...extra]) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const path = join(outDir, fileName);
        let source: Buffer;
        try {
          source = readFileSync(path);
        } catch {
          continue;
        }
        if (source.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
