import { zodResolver } from '@hookform/resolvers/zod';
import type { Promotion } from '@lobby/contract/promotions';
import { REWARD_IMAGES_MAX, REWARD_REMARKS_MAX, REWARD_SUBMIT_LOADING_MS } from '@lobby/contract/rewards';
import { useCallback, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessageKey } from '../../../lib/error-messages';
import { ROUTES } from '../../../lib/routes';
import { hideToast, showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { useApplyReward } from '../api/apply-reward';
import { usePicks } from '../../../shared/pictures/use-picks';
import { useSubmissionKey } from '../../../shared/submission/use-submission-key';
import { ImagePicker } from '../../../shared/pictures/image-picker';

/** The promotion's own rules (spec §5): remarks when remarkRequired is Y, a picture when imageRequired is Y. */
export function rewardFormSchema(promotion: Pick<Promotion, 'imageRequired' | 'remarkRequired'>) {
  return z.object({
    remarks: z
      .string()
      .max(REWARD_REMARKS_MAX)
      .refine((value) => promotion.remarkRequired !== 'Y' || value.trim() !== ''),
    pictures: z
      .array(z.custom<File>((value) => value instanceof File))
      .max(REWARD_IMAGES_MAX)
      .refine((files) => promotion.imageRequired !== 'Y' || files.length > 0),
  });
}
type RewardValues = z.infer<ReturnType<typeof rewardFormSchema>>;

/** The reward application form: submit is enabled only once everything the promotion asks for is there. */
export function ApplyRewardForm({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remarksId = useId();
  const counterId = useId();
  const apply = useApplyReward();
  const schema = useMemo(() => rewardFormSchema(promotion), [promotion]);
  const form = useForm<RewardValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { remarks: '', pictures: [] },
  });
  const submission = useSubmissionKey();
  const setPictures = useCallback(
    (files: File[]) => {
      submission.reset();
      form.setValue('pictures', files, { shouldValidate: true, shouldDirty: true });
    },
    [form, submission],
  );
  const picks = usePicks(setPictures);
  const remarks = useWatch({ control: form.control, name: 'remarks' });
  const wantsRemarks = promotion.remarkRequired === 'Y';
  const wantsImages = promotion.imageRequired === 'Y';

  const cancel = () => {
    submission.reset();
    form.reset({ remarks: '', pictures: [] });
    picks.clear();
  };

  const submit = form.handleSubmit(async (values) => {
    const requestKey = submission.take();
    const loading = showToast('reward.submitting', { tone: 'loading', durationMs: REWARD_SUBMIT_LOADING_MS });
    try {
      await apply.mutateAsync({
        promotionId: promotion.id,
        remarks: values.remarks,
        pictures: values.pictures,
        requestKey,
      });
      hideToast(loading);
      submission.reset();
      showToast('reward.submitted', { tone: 'success' });
      navigate(ROUTES.activity);
    } catch (error) {
      hideToast(loading);
      showToast(errorMessageKey(error), { tone: 'error' });
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      {wantsRemarks ? (
        <div className="space-y-2">
          <label htmlFor={remarksId} className="flex items-center justify-between text-sm font-semibold">
            <span>{t('reward.remarks')}</span>
            <span className="text-xs font-medium text-gold-300">{t('reward.required')}</span>
          </label>
          <textarea
            id={remarksId}
            rows={4}
            maxLength={REWARD_REMARKS_MAX}
            aria-describedby={counterId}
            placeholder={t('reward.remarksPlaceholder')}
            className="w-full resize-none rounded-xl border border-line-strong bg-ink-900 px-3 py-2.5 text-sm text-text placeholder:text-subtle focus:border-gold-400/70 focus:outline-none"
            {...form.register('remarks', { onChange: submission.reset })}
          />
          <p id={counterId} aria-live="polite" className="text-right text-xs text-muted tabular-nums">
            {t('reward.remarksCount', { count: remarks.length, max: REWARD_REMARKS_MAX })}
          </p>
        </div>
      ) : null}
      {wantsImages ? (
        <ImagePicker
          picks={picks.picks}
          problem={picks.problem}
          required
          onAdd={(files) => void picks.add(files)}
          onRemove={picks.remove}
        />
      ) : null}
      {!wantsRemarks && !wantsImages ? (
        <p className="rounded-xl border border-line bg-white/[0.03] p-3 text-sm text-muted">
          {t('reward.nothingNeeded')}
        </p>
      ) : null}
      <div className="flex gap-3 pt-1">
        <Button variant="outline" size="lg" className="flex-1" onClick={cancel} disabled={busy}>
          {t('reward.cancel')}
        </Button>
        <Button type="submit" variant="gold" size="lg" className="flex-1" disabled={!form.formState.isValid || busy}>
          {t('reward.submit')}
        </Button>
      </div>
    </form>
  );
}
