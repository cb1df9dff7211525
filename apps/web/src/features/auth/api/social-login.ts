import { useMutation } from '@tanstack/react-query';
import type { Session, SocialLoginRequest } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import { apiSend } from '../../../lib/api-client';

/** Sign in with a Google or Facebook ID token the provider's SDK gave. */
export function socialLogin(request: SocialLoginRequest): Promise<Session> {
  return apiSend<Session>('POST', API_PATHS.socialLogin, request);
}

export function useSocialLogin() {
  return useMutation({ mutationFn: socialLogin });
}
