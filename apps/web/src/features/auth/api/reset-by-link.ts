import { useMutation } from '@tanstack/react-query';
import type { Session } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import type { ResetByLinkRequest } from '@lobby/contract/password';
import { apiSend } from '../../../lib/api-client';
import { withLanguage } from '../hooks/with-language';

/** Set a new password from the e-mailed link; the member comes back logged in. */
export function resetByLink(request: ResetByLinkRequest): Promise<Session> {
  return apiSend<Session>('POST', withLanguage(API_PATHS.resetByLink), request);
}

export function useResetByLink() {
  return useMutation({ mutationFn: resetByLink });
}
