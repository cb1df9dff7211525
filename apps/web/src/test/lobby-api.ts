import { API_PATHS } from '@lobby/contract/core';
import type { Site } from '@lobby/contract/site';
import { makePage, makeSite } from './fixtures';
import { makeHomeData } from './home-data';
import { stubApi, type SentRequest } from './render';

/** Stub the lobby's calls (home, site, lists) plus any others a test needs. */
export function stubLobby(
  extra: Record<string, (url: URL, request: SentRequest) => unknown> = {},
  site: Partial<Site> = {},
) {
  return stubApi({
    [API_PATHS.home]: () => makeHomeData(),
    [API_PATHS.site]: () => makeSite(site),
    [API_PATHS.winners]: () => [],
    [API_PATHS.games]: () => makePage([]),
    [API_PATHS.hotGames]: () => ({ list: [] }),
    [API_PATHS.vendorGameTypes]: () => ({}),
    [API_PATHS.vendorSorting]: () => [],
    [API_PATHS.classifications]: () => [],
    [API_PATHS.banners]: () => [],
    ...extra,
  });
}
