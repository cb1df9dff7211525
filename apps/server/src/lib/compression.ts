import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { CompressThread } from './compress-thread';
import { brotliOptions, compressSync } from './compress-thread/compress-sync';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality for answers compressed as they are sent: 40 µs of CPU for a 20 KB page of games, a third less
 * than quality 2 for 11 % more bytes (the cached copy is recompressed at CACHED_BROTLI_QUALITY).
 */
export const LIVE_BROTLI_QUALITY = 1;
/** Brotli quality for answers sent again from the cache, compressed once on the thread pool: ~13 % smaller than live. */
const CACHED_BROTLI_QUALITY = 6;
const LIVE_GZIP_LEVEL = 3;
/**
 * Answers up to this size are compressed on the event loop: for a page of games, zlib's asynchronous
 * one-shot (a stream and the thread pool) costs several times the CPU of the synchronous call.
 */
const SYNC_MAX_BYTES = 64 * 1024;

export type CachedEncoding = 'br' | 'gzip';
const CACHED_ENCODINGS: CachedEncoding[] = ['br', 'gzip'];
// As @fastify/compress reads the header: "*" and "x-gzip" mean gzip.
const GZIP_ALIAS = /\*|x-gzip/g;

/** The encoding, of those a cached answer keeps, that the client prefers; undefined for none. */
export function preferredEncoding(request: FastifyRequest): CachedEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  return negotiate<CachedEncoding>(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), CACHED_ENCODINGS) ?? undefined;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressThread = new CompressThread();
const liveQuality = (encoding: CachedEncoding) => (encoding === 'gzip' ? LIVE_GZIP_LEVEL : LIVE_BROTLI_QUALITY);

/**
 * Compressed quickly, for an answer that may never be sent again: on the compression thread when it keeps up.
 * Takes the bytes: the thread may move them away.
 */
function compressLive(bytes: Buffer, encoding: CachedEncoding): Buffer | Promise<Buffer> {
  return compressThread.compress(bytes, encoding, liveQuality(encoding)) ?? compressHere(bytes, encoding);
}

function compressHere(bytes: Buffer, encoding: CachedEncoding): Buffer | Promise<Buffer> {
  if (bytes.length <= SYNC_MAX_BYTES) return compressSync(bytes, encoding, liveQuality(encoding));
  return encoding === 'gzip'
    ? gzip(bytes, { level: LIVE_GZIP_LEVEL })
    : brotliCompress(bytes, brotliOptions(bytes, LIVE_BROTLI_QUALITY));
}

/** Compressed well, off the event loop, for an answer the cache sends again. */
function compressBest(bytes: Buffer, encoding: CachedEncoding): Promise<Buffer> {
  return encoding === 'gzip' ? gzip(bytes) : brotliCompress(bytes, brotliOptions(bytes, CACHED_BROTLI_QUALITY));
}

/**
 * A serialized answer (UTF-8 bytes) and its compressed forms. The first send of an encoding compresses quickly (most
 * answers are sent once: a search term, a deep page); a second send proves the answer is reused, so a
 * smaller form is made on the thread pool and replaces the quick one for every later send.
 *
 * The first compression hands the plain bytes to the compression thread for good, unless they were given out
 * (to a socket, to zlib): then the thread gets bytes of its own. `serialize` makes the bytes again when they
 * are wanted after (a client that takes them plain, the smaller form, a failed compression).
 */
export class EncodedJson {
  private readonly encoded = new Map<CachedEncoding, Buffer | Promise<Buffer>>();
  private readonly improving = new Set<CachedEncoding>();
  private plain: Buffer | undefined;
  /** The plain bytes have been given out: something else may still be reading them. */
  private givenOut = false;
  /** The plain bytes' length. */
  readonly length: number;

  constructor(private readonly serialize: () => Buffer) {
    this.plain = serialize();
    this.length = this.plain.length;
  }

  /** The plain bytes, to be read as they are. */
  get bytes(): Buffer {
    this.plain ??= this.serialize();
    this.givenOut = true;
    return this.plain;
  }

  /** Worth compressing at all. */
  get compressible(): boolean {
    return this.length >= COMPRESS_THRESHOLD_BYTES;
  }

  /** Bytes this answer may hold once both compressed forms exist (each well under half the plain bytes). */
  get cacheSize(): number {
    return this.length * 2;
  }

  /** The bytes in the encoding; a failed compression is forgotten so the next send tries again. */
  async in(encoding: CachedEncoding): Promise<Buffer> {
    const known = this.encoded.get(encoding);
    if (known === undefined) {
      const body = compressLive(this.handOver(), encoding);
      this.encoded.set(encoding, body);
      return this.settle(encoding, body);
    }
    if (!this.improving.has(encoding)) {
      this.improving.add(encoding);
      compressBest(this.bytes, encoding).then(
        (better) => this.encoded.set(encoding, better),
        () => undefined, // the quick form stays
      );
    }
    return this.settle(encoding, known);
  }

  /** Plain bytes for a job that takes them; this answer makes them again should it need them. */
  private handOver(): Buffer {
    if (!this.plain || this.givenOut) return this.serialize();
    const bytes = this.plain;
    this.plain = undefined;
    return bytes;
  }

  private async settle(encoding: CachedEncoding, body: Buffer | Promise<Buffer>): Promise<Buffer> {
    try {
      return await body;
    } catch (error) {
      if (this.encoded.get(encoding) === body) this.encoded.delete(encoding);
      throw error;
    }
  }
}
