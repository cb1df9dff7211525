import {
  COCKFIGHT_CATEGORY,
  COCKFIGHT_VENDORS,
  ESPORTS_CATEGORY,
  ESPORTS_VENDORS,
  HOME_CATEGORY,
  type GameCategory,
} from '../constants/games';
import type { VendorSortingEntry } from '../schemas/vendors';

export interface CategoryItem {
  gameCategory: GameCategory;
  vendors: string[];
}

const isIn = (list: readonly string[]) => (vassalage: string) => list.includes(vassalage);

/**
 * The category menu: HOME, then the operator's vendor categories in order, with SPORTS split:
 * e-sports vendors form ESPORTS right after SPORTS, cockfight vendors form COCKFIGHT at the end.
 * A category left with no vendors is dropped.
 */
export function buildCategoryMenu(sorting: readonly VendorSortingEntry[]): CategoryItem[] {
  const menu: CategoryItem[] = [{ gameCategory: HOME_CATEGORY, vendors: [] }];
  let cockfight: string[] = [];
  for (const entry of sorting) {
    const vendors = entry.vendorNames.map((vendor) => vendor.vassalage);
    if (entry.gameCategory !== 'SPORTS') {
      if (vendors.length > 0) menu.push({ gameCategory: entry.gameCategory, vendors });
      continue;
    }
    const esports = vendors.filter(isIn(ESPORTS_VENDORS));
    cockfight = vendors.filter(isIn(COCKFIGHT_VENDORS));
    const sports = vendors.filter((v) => !esports.includes(v) && !cockfight.includes(v));
    if (sports.length > 0) menu.push({ gameCategory: 'SPORTS', vendors: sports });
    if (esports.length > 0) menu.push({ gameCategory: ESPORTS_CATEGORY, vendors: esports });
  }
  if (cockfight.length > 0) menu.push({ gameCategory: COCKFIGHT_CATEGORY, vendors: cockfight });
  return menu;
}
