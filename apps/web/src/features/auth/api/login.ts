import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, Session } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import { apiSend } from '../../../lib/api-client';

/** Log in (encrypted body): username + password, or mobile + SMS code. */
export function login(request: LoginRequest): Promise<Session> {
  return apiSend<Session>('POST', API_PATHS.login, request, { encrypted: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
