/**
 * Every page of the site for the accessibility pass (a11y.spec.ts): the router's paths, each with
 * an address to open and who opens it. src/app/route-inventory.test.ts fails when the router
 * gains a path this list does not have, so a new page cannot skip the pass.
 */
export interface A11yRoute {
  /** The router's path pattern. */
  path: string;
  /** The address to open (a parameter filled in, a query a page needs). */
  url: string;
  /** Member pages are checked signed in; visitor pages as a visitor (and again signed in where noted). */
  as: 'visitor' | 'member' | 'both';
  /** The page keeps an event stream open (the chat), so the network never goes idle: no waiting for it. */
  streams?: true;
}

const visitor = (path: string, url = path): A11yRoute => ({ path, url, as: 'visitor' });
const member = (path: string, url = path): A11yRoute => ({ path, url, as: 'member' });
const both = (path: string, url = path): A11yRoute => ({ path, url, as: 'both' });

/** The in-house keno's node id in the demo seed (the game shell's page). */
export const KENO_NODE_ID = '99999';

export const A11Y_ROUTES: readonly A11yRoute[] = [
  both('/m/home'),
  // The account popups' own routes (the popup over home).
  visitor('/m/login'),
  visitor('/m/agent'),
  visitor('/m/register'),
  visitor('/m/register.html'),
  visitor('/m/forget'),
  member('/m/changePsw'),
  // Game-center pages and the game centre itself.
  both('/m/slot-games'),
  visitor('/m/slot-games', '/m/slot-games?gameClassify=FeatureBuy'),
  visitor('/m/live-games'),
  visitor('/m/fishing-games'),
  visitor('/m/poker-games'),
  visitor('/m/inHouse'),
  visitor('/m/jili-games'),
  visitor('/m/rtg-games'),
  visitor('/m/jackpots'),
  visitor('/m/bingo'),
  visitor('/m/gameCenter'),
  visitor('/m/gameCenter', '/m/gameCenter?gameType=LIVE'),
  // Sports-like pages.
  visitor('/m/sport-games'),
  visitor('/m/esport-games'),
  visitor('/m/cockfight'),
  visitor('/m/lott'),
  visitor('/m/elott'),
  visitor('/m/hot-games'),
  visitor('/m/provider'),
  // Inner pages.
  both('/m/search-games', '/m/search-games?gameName=fortune'),
  member('/m/fav-games'),
  member('/m/recent-games'),
  member('/m/gameRecord'),
  member('/m/transaction/record'),
  member('/m/profitandloss'),
  visitor('/m/activity'),
  visitor('/m/activityDetail', '/m/activityDetail?id=1'),
  member('/m/applyReward'),
  member('/m/rewardCenter'),
  visitor('/m/help'),
  visitor('/m/helpDetail', '/m/helpDetail?tag=terms'),
  visitor('/m/download'),
  visitor('/m/fairness'),
  visitor('/m/notice'),
  visitor('/m/noticeDetail', '/m/noticeDetail?id=1'),
  member('/m/message'),
  { ...member('/m/chat'), streams: true },
  visitor('/m/member/benefits'),
  member('/m/member/agent/getSalaryContract'),
  member('/m/member/agent/getDevidendContract'),
  member('/m/member/agent/getHourContract'),
  member('/m/member/home'),
  // Pages later issues build: a titled placeholder.
  visitor('/m/activity/signIn'),
  visitor('/m/activity/rescue'),
  member('/m/member/manualRebate'),
  member('/m/member/*', '/m/member/settings'),
  member('/m/agent/home'),
  member('/m/voucherCenter'),
  member('/m/withdraw'),
  member('/m/responsibleGaming'),
  member('/m/securityCenter'),
  member('/m/feedback'),
  member('/m/set'),
  visitor('/m/promoCode'),
  visitor('/m/leaderBoard'),
  visitor('/m/mall/mallHome'),
  // The game shell.
  member('/m/play/:nodeId', `/m/play/${KENO_NODE_ID}`),
];
