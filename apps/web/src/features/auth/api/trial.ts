import { useMutation } from '@tanstack/react-query';
import type { Session } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import { apiSend } from '../../../lib/api-client';

/** Start a free-play (trial) session: a guest account, logged in. */
export function startTrial(): Promise<Session> {
  return apiSend<Session>('POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' });
}

export function useTrial() {
  return useMutation({ mutationFn: startTrial });
}
