import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { Feedback } from '@lobby/contract/feedback';
import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { feedbackKeys } from './feedback-keys';

export interface FeedbackRequest {
  category: string;
  content: string;
  pictures: readonly File[];
  /** The same for every retry of one submission, so a double tap makes one feedback. */
  requestKey: string;
}

/** The feedback form as multipart: category, content, requestKey and the files `pictures`. */
function feedbackFormData(request: FeedbackRequest): FormData {
  const form = new FormData();
  form.set('category', request.category);
  form.set('content', request.content);
  form.set('requestKey', request.requestKey);
  for (const picture of request.pictures) form.append('pictures', picture, picture.name);
  return form;
}

export function useSendFeedback() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (request: FeedbackRequest) => apiSend<Feedback>('POST', API_PATHS.feedback, feedbackFormData(request)),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.list(token) }),
  });
}
