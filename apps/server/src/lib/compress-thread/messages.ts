/** What the server's event loop and its compression thread say to each other. */
export interface CompressJob {
  id: number;
  bytes: Uint8Array;
  encoding: 'br' | 'gzip';
  /** Brotli quality, or gzip level. */
  quality: number;
}

export type CompressResult = { id: number; body: Uint8Array } | { id: number; error: string };
