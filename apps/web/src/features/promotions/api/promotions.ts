import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { Promotion } from '@lobby/contract/promotions';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { promotionsKey } from './promotions-keys';

/** Every published promotion in a language (the tabs filter them on the page). */
export function promotionsOptions(language: Language, token: string | null) {
  return queryOptions({
    queryKey: promotionsKey(language, token, 'list'),
    queryFn: ({ signal }) => apiGet<Promotion[]>(API_PATHS.promotions, { language }, signal),
  });
}

export function usePromotions() {
  return useQuery(promotionsOptions(useLanguage(), useSession()?.token ?? null));
}
