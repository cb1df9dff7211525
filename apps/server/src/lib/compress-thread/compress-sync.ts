import zlib from 'node:zlib';

/** Brotli tuned for JSON text, of a known size. */
export const brotliOptions = (bytes: Uint8Array, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
  },
});

/** zlib's synchronous call, for the event loop (small answers) and the compression thread alike. */
export function compressSync(bytes: Uint8Array, encoding: 'br' | 'gzip', quality: number): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(bytes, { level: quality });
  return zlib.brotliCompressSync(bytes, brotliOptions(bytes, quality));
}
