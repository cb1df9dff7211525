import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { EmailRecoveryRequest } from '@lobby/contract/password';
import { apiSend } from '../../../lib/api-client';
import { withLanguage } from '../hooks/with-language';

/** Ask for a reset link by e-mail (form-encoded); the answer never says whether the account exists. */
export function recoverByEmail(request: EmailRecoveryRequest): Promise<{ done: true }> {
  return apiSend<{ done: true }>('POST', withLanguage(API_PATHS.emailRecovery), request, { form: true });
}

export function useEmailRecovery() {
  return useMutation({ mutationFn: recoverByEmail });
}
