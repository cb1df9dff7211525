/**
 * A round's randomness, as the leading crypto casinos publish it: block `cursor` is
 * HMAC-SHA256(key: serverSeed, message: `${clientSeed}:${nonce}:${cursor}`), 32 bytes, read 4 bytes
 * at a time. Four bytes b0..b3 are the float b0/256 + b1/256² + b2/256³ + b3/256⁴ (Stake's
 * mapping); an integer below `max` is that float times `max`, rounded down, after dropping the few
 * top values that would make some results one draw likelier than others (so nothing is favoured).
 */
export type FairBlock = (cursor: number) => Uint8Array;

export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function fairMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

export function fairRandom(blockAt: FairBlock) {
  let cursor = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;
  const nextUint32 = (): number => {
    if (offset + 4 > block.length) {
      block = blockAt(cursor++);
      offset = 0;
    }
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = block.subarray(offset, offset + 4);
    offset += 4;
    return b0 * 2 ** 24 + b1 * 2 ** 16 + b2 * 2 ** 8 + b3;
  };
  return {
    /** An integer in [0, max), every value equally likely. */
    below(max: number): number {
      const span = Math.floor(2 ** 32 / max);
      for (;;) {
        const value = nextUint32();
        if (value < span * max) return Math.floor(value / span);
      }
    },
  };
}
export type FairRandom = ReturnType<typeof fairRandom>;
