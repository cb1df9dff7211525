import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import { VENDOR_TYPE_ID } from '@lobby/contract/games';
import type { VendorGameTypes } from '@lobby/contract/vendors';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/** Vendors per game type (RNG etc.), in the operator's order. */
export function vendorGameTypesOptions(language: Language) {
  return queryOptions({
    queryKey: ['vendor-game-types', language] as const,
    queryFn: ({ signal }) =>
      apiGet<Partial<VendorGameTypes>>(API_PATHS.vendorGameTypes, { typeId: VENDOR_TYPE_ID, language }, signal),
    staleTime: 10 * 60_000,
  });
}

export function useVendorGameTypes() {
  return useQuery(vendorGameTypesOptions(useLanguage()));
}
