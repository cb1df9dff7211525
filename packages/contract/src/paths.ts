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
} as const;

/** Public media: generated game art and provider icons. */
export const MEDIA_PREFIX = '/media';
export function vendorIconPath(vassalage: string, tone: 'BLACK' | 'WHITE'): string {
  return `${MEDIA_PREFIX}/vendors/${vassalage}-${tone}.png`;
}
