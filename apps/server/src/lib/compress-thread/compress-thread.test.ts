import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CompressThread } from './index';

const json = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ gameName: `Game ${i}` })));
const expected = Buffer.from(json);
/** Bytes that fill memory of their own, as a page of games is written: a job moves them to the thread. */
const ownBytes = () => {
  const bytes = Buffer.allocUnsafeSlow(expected.length);
  expected.copy(bytes);
  return bytes;
};

describe('CompressThread', () => {
  const thread = new CompressThread();
  afterEach(() => thread.close());

  it('compresses on its thread to bytes that decode to the same JSON', async () => {
    const [br, gzip] = await Promise.all([
      thread.compress(ownBytes(), 'br', 1),
      thread.compress(ownBytes(), 'gzip', 3),
    ]);
    expect(brotliDecompressSync(br!).equals(expected)).toBe(true);
    expect(gunzipSync(gzip!).equals(expected)).toBe(true);
    expect(br!.length).toBeLessThan(expected.length / 4);
  });

  it('moves bytes that fill their own memory, and copies bytes that share theirs', async () => {
    const own = ownBytes();
    const moved = thread.compress(own, 'br', 1)!;
    expect(own.length).toBe(0);
    expect(brotliDecompressSync(await moved).equals(expected)).toBe(true);

    // A small Buffer is a slice of Node's pool: moving its memory would empty its neighbours.
    const [small, neighbour] = [Buffer.from('{"a":"small answer"}'), Buffer.from('{"b":"its neighbour"}')];
    expect(small.buffer).toBe(neighbour.buffer);
    const copied = thread.compress(small, 'gzip', 3)!;
    expect(gunzipSync(await copied).toString()).toBe('{"a":"small answer"}');
    expect([small.toString(), neighbour.toString()]).toEqual(['{"a":"small answer"}', '{"b":"its neighbour"}']);
  });

  it('declines a job while too many wait, so the caller compresses it itself', async () => {
    const jobs = Array.from({ length: 1000 }, () => thread.compress(ownBytes(), 'br', 1));
    const taken = jobs.filter((job) => job !== undefined);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.length).toBeLessThan(1000);
    expect(jobs.slice(taken.length).every((job) => job === undefined)).toBe(true);
    expect((await Promise.all(taken)).every((body) => brotliDecompressSync(body).equals(expected))).toBe(true);
    const after = thread.compress(ownBytes(), 'br', 1);
    expect(after).toBeDefined();
    expect(brotliDecompressSync(await after!).equals(expected)).toBe(true);
  });

  it('fails the jobs of a thread that stops, and starts another for the next job', async () => {
    const waiting = thread.compress(ownBytes(), 'br', 1)!;
    await thread.close();
    await expect(waiting).rejects.toThrow(/exited/);
    const next = await thread.compress(ownBytes(), 'br', 1)!;
    expect(brotliDecompressSync(next).equals(expected)).toBe(true);
  });
});
