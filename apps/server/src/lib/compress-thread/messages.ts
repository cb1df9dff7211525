/** What the server's event loop and its compression thread say to each other. */
export interface CompressJob {
  id: number;
  bytes: Uint8Array;
  encoding: 'br' | 'gzip';
  /** Brotli quality, or gzip level. */
  quality: number;
}

export type CompressResult = { id: number; body: Uint8Array } | { id: number; error: string };

/**
 * The memory to move with a message rather than copy: the bytes' own, when they fill it. Bytes that share
 * their memory (a slice of Node's buffer pool) are copied, as moving would empty their neighbours.
 */
export function movable(bytes: Uint8Array): ArrayBuffer[] {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}
