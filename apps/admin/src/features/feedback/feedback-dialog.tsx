import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFeedback, AdminFeedbackDetail } from '@lobby/contract/admin/feedback';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, ApiFailure } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { Field, INPUT_CLASS } from '../../shared/field';
import { QueryState } from '../../shared/query-state';
import { PictureLink } from '../../shared/picture-link';
import { FeedbackStatus } from './feedback-columns';
import { feedbackDetailQuery, replyFormSchema, type ReplyForm } from './feedback-query';

interface Props {
  id: number;
  categoryLabel: (code: string) => string;
  onClose: () => void;
}

/** One feedback: who, which category, the words and pictures; an open one gets its reply here. */
export function FeedbackDialog({ id, categoryLabel, onClose }: Props) {
  const { t } = useTranslation();
  const detail = useQuery(feedbackDetailQuery(id));
  return (
    <Dialog open wide title={t('feedback.dialogTitle', { id })} onClose={onClose}>
      <QueryState query={detail} error={t('feedback.error')}>
        {(feedback) => <FeedbackView feedback={feedback} categoryLabel={categoryLabel} onDone={onClose} />}
      </QueryState>
    </Dialog>
  );
}

function FeedbackView({
  feedback,
  categoryLabel,
  onDone,
}: {
  feedback: AdminFeedbackDetail;
  categoryLabel: (code: string) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted">{t('feedback.member')}</dt>
        <dd className="font-medium">{feedback.username}</dd>
        <dt className="text-muted">{t('feedback.category')}</dt>
        <dd>{categoryLabel(feedback.category)}</dd>
        <dt className="text-muted">{t('feedback.sent')}</dt>
        <dd>{format.dateTime(feedback.createdAt)}</dd>
        <dt className="text-muted">{t('feedback.status')}</dt>
        <dd>
          <FeedbackStatus status={feedback.status} />
        </dd>
      </dl>
      <blockquote className="rounded-md border border-line bg-ink-950/60 p-3 text-sm leading-relaxed whitespace-pre-wrap">
        {feedback.content}
      </blockquote>
      {feedback.images.length === 0 ? (
        <p className="text-sm text-muted">{t('feedback.noPictures')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3">
          {feedback.images.map((image) => (
            <li key={image.id}>
              <PictureLink url={image.url} alt={t('feedback.picture', { n: image.sequence, id: feedback.id })} />
            </li>
          ))}
        </ul>
      )}
      {feedback.reply !== null ? (
        <section className="rounded-md border border-emerald-400/30 bg-emerald-400/5 p-3">
          <h3 className="text-xs font-semibold tracking-wide text-emerald-300 uppercase">{t('feedback.reply')}</h3>
          <p className="mt-1 text-sm whitespace-pre-wrap">{feedback.reply}</p>
          {feedback.repliedAt && (
            <p className="mt-1 text-xs text-muted">
              {t('feedback.repliedBy', {
                operator: feedback.repliedBy ?? '—',
                when: format.dateTime(feedback.repliedAt),
              })}
            </p>
          )}
        </section>
      ) : (
        <ReplyForm id={feedback.id} onDone={onDone} />
      )}
    </div>
  );
}

function ReplyForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ReplyForm>({ resolver: zodResolver(replyFormSchema), defaultValues: { reply: '' } });
  const reply = useMutation({
    mutationFn: (body: ReplyForm) =>
      api<AdminFeedback>(`${ADMIN_PATHS.feedback}/${id}/reply`, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['feedback'] });
      onDone();
    },
  });
  const failure = reply.error instanceof ApiFailure ? reply.error.code : reply.error ? 'fallback' : null;
  const error = form.formState.errors.reply?.message;
  return (
    <form
      onSubmit={(event) => void form.handleSubmit((body) => reply.mutate(body))(event)}
      className="flex flex-col gap-3 border-t border-line pt-4"
      noValidate
    >
      <Field
        label={t('feedback.reply')}
        hint={t('feedback.replyHint')}
        error={error && t(error as 'feedback.replyRequired')}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('reply')}
            rows={5}
            maxLength={2000}
            className={`${INPUT_CLASS} h-auto py-2 leading-relaxed`}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="text-sm text-rose-300">
          {t(failure === 'feedback.already.replied' ? 'errors.feedback.already.replied' : 'errors.fallback')}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={reply.isPending}>
          {t('feedback.send')}
        </Button>
      </div>
    </form>
  );
}
