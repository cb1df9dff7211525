/**
 * The new member centre's split of its entries: full rows of the icon grid (at most `maxRows`),
 * the rest as a list, so the grid never ends on a half-empty row. Fewer entries than one row all
 * go to the grid.
 */
export function splitForGrid<T>(items: readonly T[], columns = 4, maxRows = 2): { grid: T[]; rows: T[] } {
  const full = Math.min(columns * maxRows, items.length - (items.length % columns));
  const cut = items.length < columns ? items.length : full;
  return { grid: items.slice(0, cut), rows: items.slice(cut) };
}
