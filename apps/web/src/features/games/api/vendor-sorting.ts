import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { VendorSortingEntry } from '@lobby/contract/vendors';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/** The operator's categories in menu order, each with its vendors. */
export function vendorSortingOptions(language: Language) {
  return queryOptions({
    queryKey: ['vendor-sorting', language] as const,
    queryFn: ({ signal }) => apiGet<VendorSortingEntry[]>(API_PATHS.vendorSorting, { language }, signal),
    staleTime: 10 * 60_000,
  });
}

export function useVendorSorting() {
  return useQuery(vendorSortingOptions(useLanguage()));
}
