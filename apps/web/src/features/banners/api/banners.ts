import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, BannerGroup } from '@lobby/contract/banners';
import { API_PATHS, type Language } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

export function bannersOptions(groupName: BannerGroup, language: Language) {
  return queryOptions({
    queryKey: ['banners', groupName, language] as const,
    queryFn: ({ signal }) => apiGet<Banner[]>(API_PATHS.banners, { groupName, language }, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(groupName: BannerGroup) {
  return useQuery(bannersOptions(groupName, useLanguage()));
}
