/** The scrollLeft that puts an item (a tab, a chip) in the middle of its scrolling container (never negative). */
export function centerScrollLeft(itemLeft: number, itemWidth: number, containerWidth: number): number {
  return Math.max(0, itemLeft - (containerWidth - itemWidth) / 2);
}
