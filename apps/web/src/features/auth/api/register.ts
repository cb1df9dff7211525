import { useMutation } from '@tanstack/react-query';
import type { Session } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import type { RegisterRequest } from '@lobby/contract/register';
import { apiSend } from '../../../lib/api-client';
import { withLanguage } from '../hooks/with-language';

/** Create the account (encrypted body); the new member comes back logged in. */
export function register(request: RegisterRequest): Promise<Session> {
  return apiSend<Session>('PUT', withLanguage(API_PATHS.register), request, { encrypted: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
