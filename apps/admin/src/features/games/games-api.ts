import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_GAME_SORTS,
  ADMIN_GAMES_PAGE_SIZE,
  type AdminGame,
  type AdminGameList,
  type AdminGameUpdate,
  type AdminProvider,
  type AdminProviderUpdate,
} from '@lobby/contract/admin/games';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { GAME_TYPES } from '@lobby/contract/games';
import { z } from 'zod';
import { api } from '../../lib/api';

const flag = z.enum(['true', 'false']).optional().catch(undefined);

/** The games page's URL: search, filters, sort and page (a hand-edited value falls back). */
export const gamesParamsSchema = z.object({
  q: z.string().max(64).optional().catch(undefined),
  provider: z.string().max(16).optional().catch(undefined),
  gameType: z.enum(GAME_TYPES).optional().catch(undefined),
  enabled: flag,
  hot: flag,
  new: flag,
  sort: z.enum(ADMIN_GAME_SORTS).default('order').catch('order'),
  dir: z.enum(['asc', 'desc']).default('asc').catch('asc'),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type GamesParams = z.output<typeof gamesParamsSchema>;

/** The API query of the page's params: only what is set. */
export function gamesSearch(params: GamesParams): URLSearchParams {
  const search = new URLSearchParams({ pageSize: String(ADMIN_GAMES_PAGE_SIZE) });
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search;
}

export function gamesQuery(params: GamesParams) {
  const search = gamesSearch(params);
  return queryOptions({
    queryKey: ['games', search.toString()],
    queryFn: () => api<AdminGameList>(`${ADMIN_PATHS.games}?${search}`),
  });
}

export const providersQuery = queryOptions({
  queryKey: ['providers'],
  queryFn: () => api<AdminProvider[]>(ADMIN_PATHS.providers),
});

/** Change a game; the lists that show it are fetched again. */
export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminGameUpdate }) =>
      api<AdminGame>(`${ADMIN_PATHS.games}/${id}`, { method: 'PATCH', body: JSON.stringify(body) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['games'] }),
  });
}

/** Change a provider; its list and the catalogue (its games' visibility) are fetched again. */
export function useUpdateProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: AdminProviderUpdate }) =>
      api<AdminProvider>(`${ADMIN_PATHS.providers}/${code}`, { method: 'PATCH', body: JSON.stringify(body) }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['providers'] });
      await client.invalidateQueries({ queryKey: ['games'] });
    },
  });
}
