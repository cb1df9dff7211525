import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Captcha } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';

/** A captcha image for one form (`purpose` keeps forms apart); each image is good for one answer. */
export function captchaOptions(purpose: string) {
  return queryOptions({
    queryKey: ['captcha', purpose] as const,
    queryFn: ({ signal }) => apiGet<Captcha>(API_PATHS.captcha, undefined, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The form's captcha while `enabled`; `refetch` loads a new image. */
export function useCaptcha(purpose: string, enabled = true) {
  return useQuery({ ...captchaOptions(purpose), enabled });
}
