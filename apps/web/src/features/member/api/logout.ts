import { API_PATHS } from '@lobby/contract/core';
import { apiSend } from '../../../lib/api-client';

/** End the session on the server. */
export function logout(): Promise<{ done: true }> {
  return apiSend<{ done: true }>('DELETE', API_PATHS.session);
}
