import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ChangePasswordRequest } from '@lobby/contract';
import { apiSend } from '../../../lib/api-client';
import { withLanguage } from '../hooks/with-language';

/** Change the password of the member logged in; the session stays. */
export function changePassword(request: ChangePasswordRequest): Promise<{ done: true }> {
  return apiSend<{ done: true }>('POST', withLanguage(API_PATHS.changePassword), request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
