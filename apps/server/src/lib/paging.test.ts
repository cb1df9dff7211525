import { describe, expect, it } from 'vitest';
import { pageWindow } from './paging';

describe('paging', () => {
  it('computes pages', () => {
    expect(pageWindow(100, 1, 36)).toEqual({ pageNum: 1, totalPages: 3, offset: 0, inRange: true });
    expect(pageWindow(100, 3, 36)).toEqual({ pageNum: 3, totalPages: 3, offset: 72, inRange: true });
    expect(pageWindow(100, 4, 36)).toMatchObject({ pageNum: 4, totalPages: 3, inRange: false });
    expect(pageWindow(72, 2, 36)).toMatchObject({ totalPages: 2, inRange: true });
    expect(pageWindow(0, 1, 36)).toEqual({ pageNum: 1, totalPages: 0, offset: 0, inRange: false });
  });
});
