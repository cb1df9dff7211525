import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { sessionKey } from '../../../lib/query-keys';

/** Join a promotion (joining again changes nothing); the member's promotion reads are refreshed. */
export function useJoinPromotion() {
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  return useMutation({
    mutationFn: (id: number) => apiSend<{ joined: true }>('POST', `${API_PATHS.promotions}/${id}/join`),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey('promotions', token) }),
  });
}
