import { describe, expect, it } from 'vitest';
import { PositionSet } from './position-set';

describe('position set', () => {
  it('reads out the distinct positions ascending, and is empty and reusable after', () => {
    const set = new PositionSet(100_000);
    for (let round = 0; round < 5; round++) {
      const added = Array.from({ length: 1 + Math.floor(Math.random() * 5000) }, () =>
        Math.floor(Math.random() * 100_000),
      );
      const expected = [...new Set(added)].sort((a, b) => a - b);
      const firsts = added.map((position) => set.add(position));
      expect(firsts.filter(Boolean)).toHaveLength(expected.length);
      expect(expected.every((position) => set.has(position))).toBe(true);
      expect([...set.take()]).toEqual(expected);
      expect(expected.some((position) => set.has(position))).toBe(false);
    }
  });

  it('holds the first and last positions of its range, and answers an empty read when nothing was added', () => {
    const set = new PositionSet(65);
    expect([...set.take()]).toEqual([]);
    set.addAll(Int32Array.of(64, 0, 31, 32, 0));
    expect([...set.take()]).toEqual([0, 31, 32, 64]);
  });
});
