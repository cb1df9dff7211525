import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { PlayerRank } from '@lobby/contract/ranks';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { useSession } from '../../../lib/session';
import { sessionKey } from '../../../lib/query-keys';

/**
 * The member's rank and progress, under the session's key (lib/query-keys) so signing out drops it. It moves with
 * every round, so it is read again whenever the drawer or the VIP page shows it.
 */
export function playerRankOptions(token: string, language = currentLanguage()) {
  return queryOptions({
    queryKey: sessionKey('ranks', token, 'player', language),
    queryFn: ({ signal }) => apiGet<PlayerRank>(API_PATHS.playerRank, { language }, signal),
    staleTime: 15_000,
  });
}

/** Real accounts only: a trial account has no rank (the server refuses it), so it is not asked. */
export function usePlayerRank() {
  const session = useSession();
  const language = useLanguage();
  const enabled = session !== null && !session.trial;
  return useQuery({ ...playerRankOptions(session?.token ?? '', language), enabled });
}
