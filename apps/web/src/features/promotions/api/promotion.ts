import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { Promotion } from '@lobby/contract/promotions';
import { ApiError, apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { promotionsKey } from './promotions-keys';

/** One published promotion (in the language asked for, through its translation when it has one). */
export function promotionOptions(id: number, language: Language, token: string | null) {
  return queryOptions({
    queryKey: promotionsKey(language, token, 'detail', id),
    queryFn: ({ signal }) => apiGet<Promotion>(`${API_PATHS.promotions}/${id}`, { language }, signal),
    // Unknown or ended is an answer, not a hiccup: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function usePromotion(id: number | null) {
  const language = useLanguage();
  const token = useSession()?.token ?? null;
  return useQuery({ ...promotionOptions(id ?? 0, language, token), enabled: id !== null });
}
