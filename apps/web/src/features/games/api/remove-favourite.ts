import { API_PATHS } from '@lobby/contract/core';
import type { FavouriteRequest } from '@lobby/contract/member-games';
import { apiSend } from '../../../lib/api-client';

/** Remove a favourite (same body as adding). */
export function removeFavourite(request: FavouriteRequest): Promise<{ done: true }> {
  return apiSend<{ done: true }>('DELETE', API_PATHS.favourites, request);
}
