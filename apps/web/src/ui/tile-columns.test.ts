import { describe, expect, it } from 'vitest';
import { tileColumns, tileGridClass } from './tile-columns';

describe('tileColumns', () => {
  it('keeps a short list on one row', () => {
    expect([1, 4, 5, 6].map((count) => tileColumns(count, 5))).toEqual([1, 4, 5, 6]);
    expect(tileColumns(0, 5)).toBe(1);
  });

  it('never leaves one tile alone on the last row', () => {
    for (const widest of [4, 5]) {
      for (let count = widest + 2; count <= 12; count += 1) {
        const columns = tileColumns(count, widest);
        expect(count % columns, `${count} tiles in ${columns} columns`).not.toBe(1);
        expect([widest - 1, widest]).toContain(columns);
      }
    }
  });

  it('prefers the wider grid when both fill as well', () => {
    expect(tileColumns(10, 5)).toBe(5);
    expect(tileColumns(7, 5)).toBe(4);
    expect(tileColumns(9, 5)).toBe(5);
    expect(tileGridClass(8, 5)).toBe('grid-cols-4');
  });
});
