/** What a banner tap does. */
export const BANNER_LINK_TYPES = ['NONE', 'ROUTE', 'URL', 'PROMOTION', 'GAME'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

/** Banner groups. */
export const BANNER_GROUPS = [
  'm_home',
  'm_promotion',
  'm_rng',
  'm_sports',
  'm_pvp',
  'm_live',
  'm_fish',
  'm_lott',
  'm_elott',
  'm_reg',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
