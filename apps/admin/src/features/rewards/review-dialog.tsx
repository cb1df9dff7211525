import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRewardApplication,
  AdminRewardApplicationDetail,
  AdminRewardReview,
} from '@lobby/contract/admin/rewards';
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
import { rewardQuery, reviewFormSchema, type ReviewForm } from './rewards-query';
import { StatusBadge } from './rewards-columns';

/** One application: who, what they wrote, their pictures; a pending one is approved (with a reward) or rejected. */
export function ReviewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery(rewardQuery(id));
  return (
    <Dialog open wide title={t('rewards.dialogTitle', { id })} onClose={onClose}>
      <QueryState query={detail} error={t('rewards.error')}>
        {(application) => <ApplicationView application={application} onDone={onClose} />}
      </QueryState>
    </Dialog>
  );
}

function ApplicationView({ application, onDone }: { application: AdminRewardApplicationDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted">{t('rewards.member')}</dt>
        <dd className="font-medium">{application.username}</dd>
        <dt className="text-muted">{t('rewards.promotion')}</dt>
        <dd>{application.promotionTitle}</dd>
        <dt className="text-muted">{t('rewards.applied')}</dt>
        <dd>{format.dateTime(application.createdAt)}</dd>
        <dt className="text-muted">{t('rewards.status')}</dt>
        <dd className="flex items-center gap-2">
          <StatusBadge status={application.status} />
          {application.reviewedAt && (
            <span className="text-xs text-muted">
              {t('rewards.reviewedBy', { when: format.dateTime(application.reviewedAt) })}
            </span>
          )}
        </dd>
        <dt className="text-muted">{t('rewards.remarks')}</dt>
        <dd className="whitespace-pre-wrap">{application.remarks || t('rewards.noRemarks')}</dd>
        {application.reviewNote && (
          <>
            <dt className="text-muted">{t('rewards.note')}</dt>
            <dd>{application.reviewNote}</dd>
          </>
        )}
      </dl>
      {application.images.length === 0 ? (
        <p className="text-sm text-muted">{t('rewards.noPictures')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3">
          {application.images.map((image) => (
            <li key={image.id}>
              <PictureLink url={image.url} alt={t('rewards.picture', { n: image.sequence, id: application.id })} />
            </li>
          ))}
        </ul>
      )}
      {application.status === 'pending' && <ReviewForm id={application.id} onDone={onDone} />}
    </div>
  );
}

function ReviewForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ReviewForm, unknown, AdminRewardReview>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { status: 'approved', reviewNote: '', amount: '' },
  });
  const review = useMutation({
    mutationFn: (body: AdminRewardReview) =>
      api<AdminRewardApplication>(`${ADMIN_PATHS.rewardApplications}/${id}/review`, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['rewards'] });
      onDone();
    },
  });
  const submit = (status: AdminRewardReview['status']) => {
    form.setValue('status', status);
    void form.handleSubmit((body) => review.mutate(body))();
  };
  const { errors } = form.formState;
  const failure = review.error instanceof ApiFailure ? review.error.code : review.error ? 'fallback' : null;
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-3 border-t border-line pt-4"
      noValidate
    >
      <div className="grid grid-cols-[12rem_1fr] gap-3">
        <Field
          label={t('rewards.amount')}
          hint={t('rewards.amountHint')}
          error={errors.amount && t(errors.amount.message as 'rewards.invalidAmount')}
        >
          {(control) => <input {...control} {...form.register('amount')} inputMode="decimal" className={INPUT_CLASS} />}
        </Field>
        <Field
          label={t('rewards.note')}
          hint={t('rewards.noteHint')}
          error={errors.reviewNote && t(errors.reviewNote.message as 'rewards.reasonRequired')}
        >
          {(control) => <input {...control} {...form.register('reviewNote')} maxLength={500} className={INPUT_CLASS} />}
        </Field>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-rose-300">
          {t(failure === 'reward.already.reviewed' ? 'errors.reward.already.reviewed' : 'errors.fallback')}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="danger" disabled={review.isPending} onClick={() => submit('rejected')}>
          {t('rewards.reject')}
        </Button>
        <Button variant="primary" disabled={review.isPending} onClick={() => submit('approved')}>
          {t('rewards.approve')}
        </Button>
      </div>
    </form>
  );
}
