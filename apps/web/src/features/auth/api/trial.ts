import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type Session } from '@lobby/contract';
import { apiSend } from '../../../lib/api-client';

/** Start a free-play (trial) session: a guest account, logged in. */
export function startTrial(): Promise<Session> {
  return apiSend<Session>('POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' });
}

export function useTrial() {
  return useMutation({ mutationFn: startTrial });
}
