/**
 * A set of game positions below a fixed size, one bit each, reused from one search to the next: adding marks
 * bits, `take` reads the marked positions out in ascending order and leaves the set empty. Reading walks 32
 * positions per word and skips empty words, so a union over 100,000 games costs its matches, not its range,
 * and needs neither a sort nor a buffer the size of its inputs.
 */
export class PositionSet {
  private readonly bits: Uint32Array;
  private count = 0;
  /** The lowest and highest word holding a bit. */
  private low: number;
  private high = -1;

  constructor(size: number) {
    this.bits = new Uint32Array(Math.ceil(size / 32));
    this.low = this.bits.length;
  }

  has(position: number): boolean {
    return (this.bits[position >>> 5]! & (1 << (position & 31))) !== 0;
  }

  /** Adds a position; false when it was there already. */
  add(position: number): boolean {
    const word = position >>> 5;
    const bit = 1 << (position & 31);
    const held = this.bits[word]!;
    if (held & bit) return false;
    this.bits[word] = held | bit;
    this.count++;
    if (word < this.low) this.low = word;
    if (word > this.high) this.high = word;
    return true;
  }

  addAll(positions: Int32Array): void {
    for (let i = 0; i < positions.length; i++) this.add(positions[i]!);
  }

  /** The positions, ascending; the set is empty afterwards. */
  take(): Int32Array {
    const out = new Int32Array(this.count);
    let at = 0;
    for (let word = this.low; word <= this.high; word++) {
      let held = this.bits[word]!;
      if (held === 0) continue;
      this.bits[word] = 0;
      while (held !== 0) {
        const lowest = held & -held;
        out[at++] = (word << 5) | (31 - Math.clz32(lowest));
        held ^= lowest;
      }
    }
    this.count = 0;
    this.low = this.bits.length;
    this.high = -1;
    return out;
  }
}
