import { createHmac, randomBytes } from 'node:crypto';

/** A fresh secret seed for one round (256 bits, hex). */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Uniform integers drawn from a round's seed: HMAC-SHA256(seed, counter) blocks, with rejection
 * sampling so no value is favoured. The same seed always gives the same draws, so a settled round
 * can be replayed and checked.
 */
export function seededRandom(seed: string) {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const nextUint32 = (): number => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', Buffer.from(seed, 'hex')).update(String(counter++)).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return {
    /** An integer in [0, max). */
    below(max: number): number {
      const limit = 2 ** 32 - (2 ** 32 % max);
      for (;;) {
        const value = nextUint32();
        if (value < limit) return value % max;
      }
    },
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
