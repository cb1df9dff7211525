import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, Session } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import type { LoginCodeRequest } from '@lobby/contract/security';
import { ApiError, apiSend } from '../../../lib/api-client';

/** Log in (encrypted body): username + password, or mobile + SMS code. */
export function login(request: LoginRequest): Promise<Session> {
  return apiSend<Session>('POST', API_PATHS.login, request, { encrypted: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** A login's second step (two-factor on): the first step's challenge and a TOTP or recovery code. */
export function useLoginCode() {
  return useMutation({
    mutationFn: (request: LoginCodeRequest) => apiSend<Session>('POST', API_PATHS.loginCode, request),
  });
}

/** The challenge of a first step that answered "two-factor required", else null. */
export function challengeOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'login.two.factor.required') return null;
  return error.value?.challenge ?? null;
}
