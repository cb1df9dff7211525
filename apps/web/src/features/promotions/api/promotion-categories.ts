import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { PromotionCategory } from '@lobby/contract/promotions';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/** The category tabs, named in the language. */
export function promotionCategoriesOptions(language: Language) {
  return queryOptions({
    queryKey: ['promotions', language, 'categories'] as const,
    queryFn: ({ signal }) => apiGet<PromotionCategory[]>(API_PATHS.promotionCategories, { language }, signal),
  });
}

export function usePromotionCategories() {
  return useQuery(promotionCategoriesOptions(useLanguage()));
}
