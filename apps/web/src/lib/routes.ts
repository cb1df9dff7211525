/** App routes features link to (all under /m/). */
export const ROUTES = {
  home: '/m/home',
  chat: '/m/chat',
  login: '/m/login',
  agent: '/m/agent',
  register: '/m/register',
  forget: '/m/forget',
  changePassword: '/m/changePsw',
  slotGames: '/m/slot-games',
  search: '/m/search-games',
  hotGames: '/m/hot-games',
  favGames: '/m/fav-games',
  recentGames: '/m/recent-games',
  provider: '/m/provider',
  gameCenter: '/m/gameCenter',
  activity: '/m/activity',
  applyReward: '/m/applyReward',
  activityDetail: '/m/activityDetail',
  notice: '/m/notice',
  noticeDetail: '/m/noticeDetail',
  help: '/m/help',
  terms: '/m/help?tag=terms',
  about: '/m/help?tag=about',
  helpDetail: '/m/helpDetail',
  rewardCenter: '/m/rewardCenter',
  manualRebate: '/m/member/manualRebate',
  vipBenefits: '/m/member/benefits',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  memberHome: '/m/member/home',
  agentHome: '/m/agent/home',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  bettingRecord: '/m/gameRecord',
  accountRecord: '/m/transaction/record',
  profitAndLoss: '/m/profitandloss',
  securityCenter: '/m/securityCenter',
  responsibleGaming: '/m/responsibleGaming',
  feedback: '/m/feedback',
  settings: '/m/set',
  message: '/m/message',
  download: '/m/download',
  fairness: '/m/fairness',
  signIn: '/m/activity/signIn',
  rescue: '/m/activity/rescue',
  promoCode: '/m/promoCode',
  leaderBoard: '/m/leaderBoard',
  mall: '/m/mall/mallHome',
  play: '/m/play',
} as const;

/** The slot list filtered by one provider. */
export function slotGamesFor(vassalage: string): string {
  return `${ROUTES.slotGames}?vassalage=${encodeURIComponent(vassalage)}`;
}

/** Home with a category chosen (HOME itself is the bare home route). */
export function homeCategory(category: string): string {
  return category === 'HOME' ? ROUTES.home : `${ROUTES.home}?category=${encodeURIComponent(category)}`;
}

/** The in-site game shell for one game. */
export function playGamePath(nodeId: string, vassalage?: string): string {
  const query = vassalage ? `?vassalage=${encodeURIComponent(vassalage)}` : '';
  return `${ROUTES.play}/${encodeURIComponent(nodeId)}${query}`;
}

/** The notice page scrolled to one notice (the notice bar's taps). */
export function noticeAt(index: number): string {
  return `${ROUTES.notice}?index=${index}`;
}

/** One notice in full. */
export function noticeDetailPath(id: string): string {
  return `${ROUTES.noticeDetail}?id=${encodeURIComponent(id)}`;
}

/** One promotion's detail page. */
export function activityDetailPath(id: string): string {
  return `${ROUTES.activityDetail}?id=${encodeURIComponent(id)}`;
}
