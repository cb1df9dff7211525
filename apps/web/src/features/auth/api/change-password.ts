import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { ChangePasswordRequest } from '@lobby/contract/password';
import { apiSend } from '../../../lib/api-client';
import { withLanguage } from '../hooks/with-language';

/** Change the password of the member logged in; the session stays. */
export function changePassword(request: ChangePasswordRequest): Promise<{ done: true }> {
  return apiSend<{ done: true }>('POST', withLanguage(API_PATHS.changePassword), request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
