import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ResetByPhoneRequest, type Session } from '@lobby/contract';
import { apiSend } from '../../../lib/api-client';
import { withLanguage } from '../hooks/with-language';

/** Reset the password with an SMS code (encrypted body); the member comes back logged in. */
export function resetByPhone(request: ResetByPhoneRequest): Promise<Session> {
  return apiSend<Session>('POST', withLanguage(API_PATHS.resetByPhone), request, { encrypted: true });
}

export function useResetByPhone() {
  return useMutation({ mutationFn: resetByPhone });
}
