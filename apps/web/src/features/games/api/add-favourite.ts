import { API_PATHS } from '@lobby/contract/core';
import type { FavouriteRequest } from '@lobby/contract/member-games';
import { apiSend } from '../../../lib/api-client';

/** Add a favourite (adding one twice is a no-op on the server). */
export function addFavourite(request: FavouriteRequest): Promise<{ done: true }> {
  return apiSend<{ done: true }>('POST', API_PATHS.favourites, request);
}
