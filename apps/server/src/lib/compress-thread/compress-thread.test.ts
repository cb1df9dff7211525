import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CompressThread } from './index';

const bytes = Buffer.from(JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ gameName: `Game ${i}` }))));

describe('CompressThread', () => {
  const thread = new CompressThread();
  afterEach(() => thread.close());

  it('compresses on its thread to bytes that decode to the same JSON', async () => {
    const [br, gzip] = await Promise.all([thread.compress(bytes, 'br', 1), thread.compress(bytes, 'gzip', 3)]);
    expect(brotliDecompressSync(br!).equals(bytes)).toBe(true);
    expect(gunzipSync(gzip!).equals(bytes)).toBe(true);
    expect(br!.length).toBeLessThan(bytes.length / 4);
  });

  it('declines a job while too many wait, so the caller compresses it itself', async () => {
    const jobs = Array.from({ length: 1000 }, () => thread.compress(bytes, 'br', 1));
    const taken = jobs.filter((job) => job !== undefined);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.length).toBeLessThan(1000);
    expect(jobs.slice(taken.length).every((job) => job === undefined)).toBe(true);
    expect((await Promise.all(taken)).every((body) => brotliDecompressSync(body).equals(bytes))).toBe(true);
    const after = thread.compress(bytes, 'br', 1);
    expect(after).toBeDefined();
    expect(brotliDecompressSync(await after!).equals(bytes)).toBe(true);
  });

  it('fails the jobs of a thread that stops, and starts another for the next job', async () => {
    const waiting = thread.compress(bytes, 'br', 1)!;
    await thread.close();
    await expect(waiting).rejects.toThrow(/exited/);
    const next = await thread.compress(bytes, 'br', 1)!;
    expect(brotliDecompressSync(next).equals(bytes)).toBe(true);
  });
});
