/**
 * Which keys were asked for recently, to keep in a cache only what is asked for twice (a doorkeeper, as in
 * TinyLFU): most name-search terms players type are asked once, and storing each one's answer filled the
 * response cache with answers nobody asked for again, and its old space with garbage to collect.
 *
 * A direct-mapped table of 32-bit key hashes: no allocation per key, and a fixed size. A key is forgotten when
 * a later key lands on its slot, so "recently" is about the last `slots` keys; two keys that share a hash
 * count as one (about one pair in four billion).
 */
export class SeenBefore {
  private readonly hashes: Uint32Array;
  private readonly mask: number;

  /** `slots` is rounded up to a power of two. */
  constructor(slots = 1 << 16) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(2, slots)));
    this.hashes = new Uint32Array(size);
    this.mask = size - 1;
  }

  /** Whether `key` was asked for since its slot last changed; it is remembered either way. */
  ask(key: string): boolean {
    const hash = fnv1a(key) || 1; // 0 marks an empty slot
    const slot = hash & this.mask;
    if (this.hashes[slot] === hash) return true;
    this.hashes[slot] = hash;
    return false;
  }
}

/** FNV-1a over UTF-16 code units: a fast, well-spread 32-bit hash (not for anything an attacker must not guess). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
