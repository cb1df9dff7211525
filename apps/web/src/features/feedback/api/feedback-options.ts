import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { FeedbackOptions } from '@lobby/contract/feedback';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { feedbackKeys } from './feedback-keys';

/** The site's categories in the reader's language and its word bounds. */
export function feedbackOptionsQuery(language: Language) {
  return queryOptions({
    queryKey: feedbackKeys.options(language),
    queryFn: ({ signal }) => apiGet<FeedbackOptions>(API_PATHS.feedbackOptions, { language }, signal),
    staleTime: 10 * 60_000,
  });
}

export function useFeedbackOptions() {
  return useQuery(feedbackOptionsQuery(useLanguage()));
}
