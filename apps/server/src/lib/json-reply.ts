import type { FastifyReply } from 'fastify';
import { TtlCache } from './ttl-cache';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Serialized success envelopes of catalogue reads, keyed by merchant and normalized query.
 * A hit is sent as it is: no re-validation, no re-serialization (the value was built from the contract types).
 */
export class JsonResponseCache {
  private readonly cache: TtlCache<string>;

  constructor(ttlMs: number, options: { maxBytes?: number; staleMs?: number } = {}) {
    this.cache = new TtlCache<string>(ttlMs, {
      maxEntries: 20_000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeOf: (json) => json.length,
      staleMs: options.staleMs ?? ttlMs * 10,
    });
  }

  async send<T>(reply: FastifyReply, key: string, load: () => Promise<T>): Promise<FastifyReply> {
    const json = await this.cache.get(key, async () => JSON.stringify({ success: true, value: await load() }));
    // A string body with a JSON content type skips the route serializer.
    return reply.type(JSON_CONTENT_TYPE).send(json as never);
  }

  clear(): void {
    this.cache.clear();
  }
}
