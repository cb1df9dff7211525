import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, EncodedJson, preferredEncoding } from './compression';

const asking = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as FastifyRequest;

describe('preferredEncoding', () => {
  it('takes brotli from a browser’s usual header', () => {
    expect(preferredEncoding(asking('gzip, deflate, br, zstd'))).toBe('br');
  });

  it('follows the client’s weights and refusals', () => {
    expect(preferredEncoding(asking('br;q=0, gzip'))).toBe('gzip');
    expect(preferredEncoding(asking('br;q=0.5, gzip;q=0.9'))).toBe('gzip');
    expect(preferredEncoding(asking('X-GZIP'))).toBe('gzip');
  });

  it('finds none for no header, identity or an encoding it does not keep', () => {
    expect(preferredEncoding(asking())).toBeUndefined();
    expect(preferredEncoding(asking('identity'))).toBeUndefined();
    expect(preferredEncoding(asking('deflate'))).toBeUndefined();
  });
});

describe('EncodedJson', () => {
  const text = JSON.stringify({
    success: true,
    value: Array.from({ length: 200 }, (_, i) => ({ gameName: `Game ${i}` })),
  });
  const serialize = () => Buffer.from(text);

  it('compresses to bytes that decode to the same text', async () => {
    const body = new EncodedJson(serialize);
    expect(brotliDecompressSync(await body.in('br')).toString()).toBe(text);
    expect(gunzipSync(await body.in('gzip')).toString()).toBe(text);
    expect((await body.in('br')).length).toBeLessThan(text.length / 4);
  });

  it('compresses quickly for the first send, and once more, smaller, when the answer is sent again', async () => {
    const body = new EncodedJson(serialize);
    const [first, second] = await Promise.all([body.in('br'), body.in('br')]);
    expect(second).toBe(first);
    await vi.waitFor(async () => expect((await body.in('br')).length).toBeLessThan(first.length));
    const better = await body.in('br');
    expect(brotliDecompressSync(better).toString()).toBe(text);
    expect(await body.in('br')).toBe(better);
  });

  it('leaves short answers alone', () => {
    expect(new EncodedJson(() => Buffer.alloc(COMPRESS_THRESHOLD_BYTES - 1)).compressible).toBe(false);
    expect(new EncodedJson(() => Buffer.alloc(COMPRESS_THRESHOLD_BYTES)).compressible).toBe(true);
  });

  it('still has its plain bytes after the compression thread took the first ones', async () => {
    const body = new EncodedJson(serialize);
    expect(brotliDecompressSync(await body.in('br')).toString()).toBe(text);
    expect(body.bytes.toString()).toBe(text);
    expect(body.length).toBe(Buffer.byteLength(text));
  });

  it('never moves bytes it has given out: the thread gets bytes of its own', async () => {
    const body = new EncodedJson(serialize);
    const sent = body.bytes;
    expect(gunzipSync(await body.in('gzip')).toString()).toBe(text);
    expect(sent.toString()).toBe(text);
    expect(body.bytes).toBe(sent);
  });
});
