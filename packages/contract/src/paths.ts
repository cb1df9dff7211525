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
  betRecords: `${API_PREFIX}/records/bets`,
  transactions: `${API_PREFIX}/records/transactions`,
  profitLoss: `${API_PREFIX}/records/profit-loss`,
  outbox: '/api/dev/outbox',
} as const;

/** Calls whose JSON body must arrive encrypted (spec accounts §7). */
export const ENCRYPTED_PATHS = [API_PATHS.login, API_PATHS.register, API_PATHS.resetByPhone] as const;

/** In-house game pages (the games app) and the demo provider's page, framed by the game shell. */
export const INHOUSE_GAMES_PREFIX = '/games';
export const DEMO_PROVIDER_PATH = '/provider-demo';

/** Public media: generated game art and provider icons. */
export const MEDIA_PREFIX = '/media';
export function vendorIconPath(vassalage: string, tone: 'BLACK' | 'WHITE'): string {
  return `${MEDIA_PREFIX}/vendors/${vassalage}-${tone}.png`;
}
