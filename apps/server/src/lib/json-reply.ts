import type { FastifyReply } from 'fastify';
import { EncodedText, preferredEncoding } from './compression';
import { TtlCache } from './ttl-cache';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A value already serialized (its parts kept as JSON text): the envelope takes it as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

const envelope = (value: unknown) =>
  value instanceof JsonText ? `{"success":true,"value":${value.text}}` : JSON.stringify({ success: true, value });

/**
 * Serialized success envelopes of catalogue reads, keyed by merchant and normalized query, each with its
 * compressed forms. A hit is sent as it is: no re-validation, no re-serialization (the value was built from
 * the contract types), and no compression on the event loop for a browser that accepts br or gzip.
 */
export class JsonResponseCache {
  private readonly cache: TtlCache<EncodedText>;

  constructor(ttlMs: number, options: { maxBytes?: number; staleMs?: number } = {}) {
    this.cache = new TtlCache<EncodedText>(ttlMs, {
      maxEntries: 20_000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeOf: (body) => body.cacheSize,
      staleMs: options.staleMs ?? ttlMs * 10,
    });
  }

  async send<T>(reply: FastifyReply, key: string, load: () => Promise<T>): Promise<FastifyReply> {
    const body = await this.cache.get(key, async () => new EncodedText(envelope(await load())));
    // A string or Buffer body with a JSON content type skips the route serializer.
    reply.type(JSON_CONTENT_TYPE);
    if (!body.compressible) return reply.send(body.text as never);
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(reply.request);
    if (!encoding) return reply.send(body.text as never);
    const compressed = await body.in(encoding).catch(() => undefined);
    if (!compressed) return reply.send(body.text as never);
    // A set content-encoding tells @fastify/compress the body is already compressed.
    return reply.header('content-encoding', encoding).send(compressed as never);
  }

  clear(): void {
    this.cache.clear();
  }
}
