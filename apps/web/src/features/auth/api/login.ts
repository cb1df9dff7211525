import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type LoginRequest, type Session } from '@lobby/contract';
import { apiSend } from '../../../lib/api-client';

/** Log in (encrypted body): username + password, or mobile + SMS code. */
export function login(request: LoginRequest): Promise<Session> {
  return apiSend<Session>('POST', API_PATHS.login, request, { encrypted: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
