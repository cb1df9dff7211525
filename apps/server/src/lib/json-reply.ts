import type { FastifyReply } from 'fastify';
import { EncodedJson, preferredEncoding } from './compression';
import { SeenBefore } from './seen-before';
import { TtlCache } from './ttl-cache';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A value already serialized: `length` bytes of UTF-8 JSON that `write` puts at `at` in `out`. The envelope
 * takes it as it is, written straight into the answer's buffer.
 */
export class JsonText {
  constructor(
    readonly length: number,
    readonly write: (out: Buffer, at: number) => void,
  ) {}

  static of(text: string): JsonText {
    return new JsonText(Buffer.byteLength(text), (out, at) => void out.write(text, at));
  }
}

const ENVELOPE_HEAD = Buffer.from('{"success":true,"value":');
const ENVELOPE_TAIL = 0x7d; // }

/** The success envelope's bytes; a serialized value is written straight into them. */
function envelope(value: unknown): Buffer {
  if (!(value instanceof JsonText)) return Buffer.from(JSON.stringify({ success: true, value }));
  const out = Buffer.allocUnsafeSlow(ENVELOPE_HEAD.length + value.length + 1);
  ENVELOPE_HEAD.copy(out);
  value.write(out, ENVELOPE_HEAD.length);
  out[out.length - 1] = ENVELOPE_TAIL;
  return out;
}

/**
 * Serialized success envelopes of catalogue reads, keyed by merchant and normalized query, each with its
 * compressed forms. A hit is sent as it is: no re-validation, no re-serialization (the value was built from
 * the contract types), and no compression on the event loop for a browser that accepts br or gzip.
 */
export class JsonResponseCache {
  private readonly cache: TtlCache<EncodedJson>;
  private readonly askedBefore = new SeenBefore();

  constructor(ttlMs: number, options: { maxBytes?: number; staleMs?: number } = {}) {
    this.cache = new TtlCache<EncodedJson>(ttlMs, {
      maxEntries: 20_000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeOf: (body) => body.cacheSize,
      staleMs: options.staleMs ?? ttlMs * 10,
    });
  }

  /**
   * Sends the cached answer for `key`, loading it on a miss. With `keepWhenAskedTwice`, for a key space that is
   * mostly asked once (terms players type), a miss is kept only when its key was asked for recently before.
   */
  async send<T>(
    reply: FastifyReply,
    key: string,
    load: () => Promise<T>,
    options: { keepWhenAskedTwice?: boolean } = {},
  ): Promise<FastifyReply> {
    const encode = async () => {
      const value = await load();
      return new EncodedJson(() => envelope(value));
    };
    const passBy = options.keepWhenAskedTwice && !this.cache.has(key) && !this.askedBefore.ask(key);
    const body = await (passBy ? encode() : this.cache.get(key, encode));
    // A Buffer body with a JSON content type skips the route serializer.
    reply.type(JSON_CONTENT_TYPE);
    if (!body.compressible) return reply.send(body.bytes as never);
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(reply.request);
    if (!encoding) return reply.send(body.bytes as never);
    const compressed = await body.in(encoding).catch(() => undefined);
    if (!compressed) return reply.send(body.bytes as never);
    // A set content-encoding tells @fastify/compress the body is already compressed.
    return reply.header('content-encoding', encoding).send(compressed as never);
  }

  clear(): void {
    this.cache.clear();
  }
}
