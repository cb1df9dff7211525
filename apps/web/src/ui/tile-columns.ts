/** Tailwind needs whole class names in the source to generate them. */
const GRID_COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-4',
  5: 'grid-cols-5',
  6: 'grid-cols-6',
};

/**
 * How many columns a grid of icon tiles takes so that no tile is left alone on a last row: one row while
 * the tiles fit (one more than `widest` still fits a phone), else `widest` or one fewer, whichever leaves
 * fewer empty places in the last row.
 */
export function tileColumns(count: number, widest: number): number {
  if (count <= widest + 1) return Math.max(1, count);
  const empty = (columns: number) => (columns - (count % columns)) % columns;
  return empty(widest - 1) < empty(widest) ? widest - 1 : widest;
}

/** The grid-cols class of `tileColumns`. */
export function tileGridClass(count: number, widest: number): string {
  return GRID_COLUMNS[tileColumns(count, widest)] ?? 'grid-cols-4';
}
