import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type RegisterRequest, type Session } from '@lobby/contract';
import { apiSend } from '../../../lib/api-client';
import { withLanguage } from '../hooks/with-language';

/** Create the account (encrypted body); the new member comes back logged in. */
export function register(request: RegisterRequest): Promise<Session> {
  return apiSend<Session>('PUT', withLanguage(API_PATHS.register), request, { encrypted: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
