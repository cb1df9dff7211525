/** App routes features link to (all under /m/). */
export const ROUTES = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  slotGames: '/m/slot-games',
  search: '/m/search-games',
  hotGames: '/m/hot-games',
  favGames: '/m/fav-games',
  recentGames: '/m/recent-games',
  provider: '/m/provider',
  gameCenter: '/m/gameCenter',
  activity: '/m/activity',
  help: '/m/help',
  rewardCenter: '/m/rewardCenter',
  manualRebate: '/m/member/manualRebate',
  vipBenefits: '/m/member/benefits',
  signIn: '/m/activity/signIn',
  rescue: '/m/activity/rescue',
  promoCode: '/m/promoCode',
  leaderBoard: '/m/leaderBoard',
  mall: '/m/mall/mallHome',
} as const;

/** The slot list filtered by one provider. */
export function slotGamesFor(vassalage: string): string {
  return `${ROUTES.slotGames}?vassalage=${encodeURIComponent(vassalage)}`;
}

/** Home with a category chosen (HOME itself is the bare home route). */
export function homeCategory(category: string): string {
  return category === 'HOME' ? ROUTES.home : `${ROUTES.home}?category=${encodeURIComponent(category)}`;
}
