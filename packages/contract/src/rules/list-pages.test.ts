import { describe, expect, it } from 'vitest';
import { GAME_CENTER_PAGES, SPORTS_LIKE_PAGES, gameListPaths, landingPages } from './list-pages';

describe('landing pages', () => {
  it('holds every game list of the route table once, beside home, search, hot, favourites and providers', () => {
    const pages = landingPages();
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of [...Object.keys(GAME_CENTER_PAGES), ...Object.keys(SPORTS_LIKE_PAGES)]) {
      expect(pages).toContain(`/m/${page}`);
    }
    expect(gameListPaths()).toHaveLength(14);
    expect(pages).toEqual(
      expect.arrayContaining(['/m/home', '/m/notice', '/m/hot-games', '/m/fav-games', '/m/provider', '/m/gameCenter']),
    );
    expect(pages.some((page) => page.startsWith('/m/search-games?gameName='))).toBe(true);
  });
});
