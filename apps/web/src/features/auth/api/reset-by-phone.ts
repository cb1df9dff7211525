import { useMutation } from '@tanstack/react-query';
import type { Session } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import type { ResetByPhoneRequest } from '@lobby/contract/password';
import { apiSend } from '../../../lib/api-client';
import { withLanguage } from '../hooks/with-language';

/** Reset the password with an SMS code (encrypted body); the member comes back logged in. */
export function resetByPhone(request: ResetByPhoneRequest): Promise<Session> {
  return apiSend<Session>('POST', withLanguage(API_PATHS.resetByPhone), request, { encrypted: true });
}

export function useResetByPhone() {
  return useMutation({ mutationFn: resetByPhone });
}
