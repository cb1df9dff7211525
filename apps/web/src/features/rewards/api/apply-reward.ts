import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { RewardApplication } from '@lobby/contract/rewards';
import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { rewardApplicationsKey } from './reward-applications';

export interface RewardRequest {
  promotionId: number;
  remarks: string;
  pictures: readonly File[];
  /** The same for every retry of one submission, so a double tap or a retry makes one application. */
  requestKey: string;
}

/** The spec's reward request as multipart: promotionId, remarks, requestKey and the files `pictures`. */
export function rewardFormData(request: RewardRequest): FormData {
  const form = new FormData();
  form.set('promotionId', String(request.promotionId));
  form.set('remarks', request.remarks);
  form.set('requestKey', request.requestKey);
  for (const picture of request.pictures) form.append('pictures', picture, picture.name);
  return form;
}

export function useApplyReward() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (request: RewardRequest) =>
      apiSend<RewardApplication>('POST', API_PATHS.rewardApplications, rewardFormData(request)),
    onSuccess: () => client.invalidateQueries({ queryKey: rewardApplicationsKey(token) }),
  });
}
