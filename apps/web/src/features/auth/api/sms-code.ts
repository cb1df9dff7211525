import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { SmsCodeRequest } from '@lobby/contract/password';
import { apiSend } from '../../../lib/api-client';

/** Send an SMS code; the image captcha answer is the human check. */
export function requestSmsCode(request: SmsCodeRequest): Promise<{ expirationTime: number }> {
  return apiSend<{ expirationTime: number }>('POST', API_PATHS.smsCode, request);
}

export function useSmsCode() {
  return useMutation({ mutationFn: requestSmsCode });
}
