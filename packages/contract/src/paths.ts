/** API paths, shared by the server's routes and the web's fetchers. */
export const API_PREFIX = '/api/v1';

export const API_PATHS = {
  health: '/api/health',
  site: `${API_PREFIX}/site`,
  home: `${API_PREFIX}/home`,
  games: `${API_PREFIX}/games`,
  hotGames: `${API_PREFIX}/games/hot`,
  vendorGameTypes: `${API_PREFIX}/vendors/game-types`,
  vendorSorting: `${API_PREFIX}/vendors/sorting`,
  classifications: `${API_PREFIX}/classifications`,
  winners: `${API_PREFIX}/winners`,
  banners: `${API_PREFIX}/banners`,
  publicKey: `${API_PREFIX}/auth/public-key`,
  captcha: `${API_PREFIX}/auth/captcha`,
  login: `${API_PREFIX}/auth/login`,
  /** The second step of a login when the member has two-factor sign-in on: the challenge and a code. */
  loginCode: `${API_PREFIX}/auth/login/code`,
  socialLogin: `${API_PREFIX}/auth/social`,
  session: `${API_PREFIX}/auth/session`,
  renewSession: `${API_PREFIX}/auth/session/renew`,
  trial: `${API_PREFIX}/auth/trial`,
  member: `${API_PREFIX}/members/me`,
  registerSettings: `${API_PREFIX}/register/settings`,
  register: `${API_PREFIX}/register`,
  usernameCheck: `${API_PREFIX}/register/username`,
  affiliateCheck: `${API_PREFIX}/register/affiliate`,
  smsCode: `${API_PREFIX}/sms/code`,
  changePassword: `${API_PREFIX}/password/change`,
  emailRecovery: `${API_PREFIX}/password/email`,
  resetByLink: `${API_PREFIX}/password/reset-link`,
  resetByPhone: `${API_PREFIX}/password/phone`,
  favourites: `${API_PREFIX}/favourites`,
  favouriteIds: `${API_PREFIX}/favourites/ids`,
  recentGames: `${API_PREFIX}/games/recent`,
  wallet: `${API_PREFIX}/wallet`,
  launch: `${API_PREFIX}/games/launch`,
  inhouseSession: `${API_PREFIX}/inhouse/session`,
  inhouseRounds: `${API_PREFIX}/inhouse/rounds`,
  inhouseFairness: `${API_PREFIX}/inhouse/fairness`,
  inhouseFairnessClientSeed: `${API_PREFIX}/inhouse/fairness/client-seed`,
  inhouseFairnessRotate: `${API_PREFIX}/inhouse/fairness/rotate`,
  betRecords: `${API_PREFIX}/records/bets`,
  transactions: `${API_PREFIX}/records/transactions`,
  profitLoss: `${API_PREFIX}/records/profit-loss`,
  announcements: `${API_PREFIX}/announcements`,
  announcementRead: `${API_PREFIX}/announcements/read`,
  announcementsUnread: `${API_PREFIX}/announcements/unread`,
  promotions: `${API_PREFIX}/promotions`,
  promotionCategories: `${API_PREFIX}/promotions/categories`,
  rewardApplications: `${API_PREFIX}/rewards/applications`,
  help: `${API_PREFIX}/help`,
  siteStatus: `${API_PREFIX}/site/status`,
  inbox: `${API_PREFIX}/inbox`,
  inboxUnread: `${API_PREFIX}/inbox/unread`,
  chatLaunch: `${API_PREFIX}/chat/launch`,
  chatUnread: `${API_PREFIX}/chat/unread`,
  chatConversation: `${API_PREFIX}/chat/conversation`,
  chatMessages: `${API_PREFIX}/chat/messages`,
  chatRead: `${API_PREFIX}/chat/read`,
  chatEvents: `${API_PREFIX}/chat/events`,
  playerRank: `${API_PREFIX}/members/me/rank`,
  /** The site's VIP ladder (public: visitors see it on the VIP page). */
  playerRanks: `${API_PREFIX}/ranks`,
  agentContracts: `${API_PREFIX}/agent/contracts`,
  /** The cashier: the payment channels a member may use, by direction. */
  cashierChannels: `${API_PREFIX}/cashier/channels`,
  /** A member's deposit orders (the gateways' callbacks are the server's own: deposits/deposit-callbacks.routes.ts). */
  deposits: `${API_PREFIX}/cashier/deposits`,
  withdrawalSummary: `${API_PREFIX}/cashier/withdrawals/summary`,
  withdrawals: `${API_PREFIX}/cashier/withdrawals`,
  /** The member's payment password and payout accounts: the cashier uses them, the security centre too. */
  paymentPassword: `${API_PREFIX}/payment-password`,
  paymentPasswordReset: `${API_PREFIX}/payment-password/reset`,
  payoutAccounts: `${API_PREFIX}/payout-accounts`,
  /** The security centre: what the member has secured, two-factor sign-in, sessions and login history. */
  security: `${API_PREFIX}/security`,
  securitySmsCode: `${API_PREFIX}/security/sms-code`,
  /** Bind and verify a mobile number or e-mail address: ask for a code to the new one, then send it back. */
  bindMobileCode: `${API_PREFIX}/security/mobile/code`,
  bindMobile: `${API_PREFIX}/security/mobile`,
  bindEmailCode: `${API_PREFIX}/security/email/code`,
  bindEmail: `${API_PREFIX}/security/email`,
  twoFactor: `${API_PREFIX}/security/two-factor`,
  twoFactorConfirm: `${API_PREFIX}/security/two-factor/confirm`,
  memberSessions: `${API_PREFIX}/security/sessions`,
  loginHistory: `${API_PREFIX}/security/logins`,
  /** Responsible gaming: the overview (GET) and the member's changes below it. */
  responsibleGaming: `${API_PREFIX}/responsible-gaming`,
  rgLimits: `${API_PREFIX}/responsible-gaming/limits`,
  rgSessionLimit: `${API_PREFIX}/responsible-gaming/session-limit`,
  rgRealityCheck: `${API_PREFIX}/responsible-gaming/reality-check`,
  rgTimeOut: `${API_PREFIX}/responsible-gaming/time-out`,
  rgSelfExclusion: `${API_PREFIX}/responsible-gaming/self-exclusion`,
  rgResume: `${API_PREFIX}/responsible-gaming/resume`,
  rgPromptDone: `${API_PREFIX}/responsible-gaming/deposit-prompt`,
  /** This play session: start, net result and the reality-check interval. */
  rgSession: `${API_PREFIX}/responsible-gaming/session`,
  /** A member's feedback: send (multipart), list their own with the replies; the form's categories and bounds. */
  feedback: `${API_PREFIX}/feedback`,
  feedbackOptions: `${API_PREFIX}/feedback/options`,
  /** The member's own settings, and their profile picture (module PROFPIC3). */
  memberSettings: `${API_PREFIX}/members/me/settings`,
  profilePicture: `${API_PREFIX}/members/me/picture`,
  outbox: '/api/dev/outbox',
} as const;

/**
 * Where payment gateways post their signed callbacks: /{merchantCode}/{channelId} follow (a gateway sends
 * no Merchant header). Not a client call; open through maintenance and region blocks (money may be arriving).
 */
export const DEPOSIT_CALLBACK_PREFIX = `${API_PREFIX}/cashier/callbacks`;

/** The operator API (back office): operators' own sessions, never a member's. */
export const ADMIN_PREFIX = `${API_PREFIX}/admin`;
export const ADMIN_PATHS = {
  session: `${ADMIN_PREFIX}/session`,
  /** The password step's challenge: its code (POST) and, when enrolment is required, a new secret (enrol). */
  sessionCode: `${ADMIN_PREFIX}/session/code`,
  sessionEnrol: `${ADMIN_PREFIX}/session/enrol`,
  /** The signed-in operator's own two-factor: a new secret (POST), then its first code (confirm). */
  twoFactor: `${ADMIN_PREFIX}/two-factor`,
  twoFactorConfirm: `${ADMIN_PREFIX}/two-factor/confirm`,
  operators: `${ADMIN_PREFIX}/operators`,
  operatorSecurity: `${ADMIN_PREFIX}/operator-security`,
  auditKinds: `${ADMIN_PREFIX}/audit/kinds`,
  audit: `${ADMIN_PREFIX}/audit`,
  announcements: `${ADMIN_PREFIX}/announcements`,
  banners: `${ADMIN_PREFIX}/banners`,
  bannerImages: `${ADMIN_PREFIX}/banner-images`,
  promotions: `${ADMIN_PREFIX}/promotions`,
  promotionCategories: `${ADMIN_PREFIX}/promotion-categories`,
  rewardApplications: `${ADMIN_PREFIX}/reward-applications`,
  dashboard: `${ADMIN_PREFIX}/dashboard`,
  help: `${ADMIN_PREFIX}/help`,
  inbox: `${ADMIN_PREFIX}/inbox`,
  chatUnread: `${ADMIN_PREFIX}/chat/unread`,
  chatConversations: `${ADMIN_PREFIX}/chat/conversations`,
  chatCannedReplies: `${ADMIN_PREFIX}/chat/canned-replies`,
  chatCannedRepliesOrder: `${ADMIN_PREFIX}/chat/canned-replies/order`,
  chatEvents: `${ADMIN_PREFIX}/chat/events`,
  siteFlags: `${ADMIN_PREFIX}/site/flags`,
  siteResources: `${ADMIN_PREFIX}/site/resources`,
  siteCustomerService: `${ADMIN_PREFIX}/site/customer-service`,
  siteMaintenance: `${ADMIN_PREFIX}/site/maintenance`,
  siteRegion: `${ADMIN_PREFIX}/site/region`,
  /** Login and registration: methods, thresholds, the register form's field rules. */
  siteAuth: `${ADMIN_PREFIX}/site/auth`,
  /** The cashier's rules (admins): deposit expiry, turnover, withdrawal limits, payment password lock. */
  cashierSettings: `${ADMIN_PREFIX}/cashier/settings`,
  agentContracts: `${ADMIN_PREFIX}/agent-contracts`,
  playerRanks: `${ADMIN_PREFIX}/player-ranks`,
  members: `${ADMIN_PREFIX}/members`,
  games: `${ADMIN_PREFIX}/games`,
  providers: `${ADMIN_PREFIX}/providers`,
  /** The withdrawal queue (finance): list, CSV (?format=csv), approve, reject. */
  withdrawals: `${ADMIN_PREFIX}/cashier/withdrawals`,
  /** The cashier (finance and admin): channels, the deposit queue, daily totals per channel. */
  cashierChannels: `${ADMIN_PREFIX}/cashier/channels`,
  cashierDeposits: `${ADMIN_PREFIX}/cashier/deposits`,
  cashierTotals: `${ADMIN_PREFIX}/cashier/totals`,
  /** Members' feedback (admin, reviewer): the queue, one with its pictures, the reply; the form's settings (admin). */
  feedback: `${ADMIN_PREFIX}/feedback`,
  feedbackSettings: `${ADMIN_PREFIX}/site/feedback`,
  /** The site's responsible-gaming group (admins): which merchants share self-exclusions. */
  rgGroup: `${ADMIN_PREFIX}/site/responsible-gaming`,
  /** The sign-in providers (admins): Google, Facebook and Firebase phone, each switched with its public ids. */
  siteSignIn: `${ADMIN_PREFIX}/site/sign-in`,
} as const;

/** In-house game pages (the games app) and the demo provider's page, framed by the game shell. */
export const INHOUSE_GAMES_PREFIX = '/games';
export const DEMO_PROVIDER_PATH = '/provider-demo';

/** Public media: generated game art and provider icons. */
export const MEDIA_PREFIX = '/media';
export function vendorIconPath(vassalage: string, tone: 'BLACK' | 'WHITE'): string {
  return `${MEDIA_PREFIX}/vendors/${vassalage}-${tone}.png`;
}

/**
 * The seamless wallet that game providers call (protocol seamless-wallet v1, docs/provider-wallet.md):
 * `${PROVIDER_WALLET_PREFIX}/{providerCode}/{call}`. Signed server-to-server calls, not a client API.
 */
export const PROVIDER_WALLET_PREFIX = '/api/provider';
export const PROVIDER_WALLET_CALLS = ['authenticate', 'balance', 'debit', 'credit', 'rollback', 'round-close'] as const;
export type ProviderWalletCall = (typeof PROVIDER_WALLET_CALLS)[number];
export const PROVIDER_WALLET_PATHS = {
  call: (providerCode: string, call: ProviderWalletCall) => `${PROVIDER_WALLET_PREFIX}/${providerCode}/${call}`,
  /** The operator report: transactions, bets, wins, refunds and GGR per provider and day. */
  report: `${ADMIN_PREFIX}/provider-report`,
  /** The merchant's provider connections (admins write; secrets never answered). */
  connections: `${ADMIN_PREFIX}/provider-connections`,
  /** One connection, by provider code: PATCH changes it. */
  connection: `${ADMIN_PREFIX}/provider-connections/:providerCode`,
  /** PUT sets (rotates) the connection's secret. */
  connectionSecret: `${ADMIN_PREFIX}/provider-connections/:providerCode/secret`,
} as const;
