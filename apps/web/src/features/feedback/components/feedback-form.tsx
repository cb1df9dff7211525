import { zodResolver } from '@hookform/resolvers/zod';
import {
  countWords,
  FEEDBACK_CONTENT_MAX_CHARS,
  FEEDBACK_IMAGES_MAX,
  type FeedbackOptions,
} from '@lobby/contract/feedback';
import { useCallback, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { errorMessageKey } from '../../../lib/error-messages';
import { hideToast, showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { ImagePicker } from '../../../shared/pictures/image-picker';
import { useSubmissionKey } from '../../../shared/submission/use-submission-key';
import { usePicks } from '../../../shared/pictures/use-picks';
import { Button } from '../../../ui/button';
import { useSendFeedback } from '../api/send-feedback';
import { CategoryChips } from './category-chips';

/** The site's rules: one of its categories, content within its word bounds, at most three pictures. */
export function feedbackFormSchema({ minWords, maxWords }: Pick<FeedbackOptions, 'minWords' | 'maxWords'>) {
  return z.object({
    category: z.string().min(1),
    content: z
      .string()
      .max(FEEDBACK_CONTENT_MAX_CHARS)
      .refine((value) => {
        const words = countWords(value);
        return words >= minWords && words <= maxWords;
      }),
    pictures: z.array(z.custom<File>((value) => value instanceof File)).max(FEEDBACK_IMAGES_MAX),
  });
}
type FeedbackValues = z.infer<ReturnType<typeof feedbackFormSchema>>;
const EMPTY: FeedbackValues = { category: '', content: '', pictures: [] };

/** The feedback form: a category, the words, up to three pictures where the site takes them; send once valid. */
export function FeedbackForm({ options }: { options: FeedbackOptions }) {
  const { t } = useTranslation();
  const contentId = useId();
  const counterId = useId();
  const send = useSendFeedback();
  const schema = useMemo(() => feedbackFormSchema(options), [options]);
  const form = useForm<FeedbackValues>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: EMPTY });
  const submission = useSubmissionKey();
  const resetKey = submission.reset;
  const setPictures = useCallback(
    (files: File[]) => {
      resetKey();
      form.setValue('pictures', files, { shouldValidate: true, shouldDirty: true });
    },
    [form, resetKey],
  );
  const picks = usePicks(setPictures);
  const [content, category] = useWatch({ control: form.control, name: ['content', 'category'] });
  const words = countWords(content);
  const outside = content !== '' && (words < options.minWords || words > options.maxWords);

  const submit = form.handleSubmit(async (values) => {
    const requestKey = submission.take();
    const loading = showToast('feedback.sending', { tone: 'loading', durationMs: 10_000 });
    try {
      await send.mutateAsync({ ...values, requestKey });
      hideToast(loading);
      resetKey();
      form.reset(EMPTY);
      picks.clear();
      showToast('feedback.sent', { tone: 'success' });
    } catch (error) {
      hideToast(loading);
      showToast(errorMessageKey(error), { tone: 'error' });
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <CategoryChips
        categories={options.categories}
        value={category}
        onChange={(code) => {
          resetKey();
          form.setValue('category', code, { shouldValidate: true, shouldDirty: true });
        }}
      />
      <div className="space-y-2">
        <label htmlFor={contentId} className="block text-sm font-semibold">
          {t('feedback.content')}
        </label>
        <textarea
          id={contentId}
          rows={6}
          maxLength={FEEDBACK_CONTENT_MAX_CHARS}
          aria-describedby={counterId}
          aria-invalid={outside}
          placeholder={t('feedback.contentPlaceholder')}
          className="w-full resize-none rounded-xl border border-line-strong bg-ink-900 px-3 py-2.5 text-sm leading-relaxed text-text placeholder:text-subtle focus:border-gold-400/70 focus:outline-none aria-invalid:border-rose-500/70"
          {...form.register('content', { onChange: resetKey })}
        />
        <p id={counterId} aria-live="polite" className="flex justify-between gap-2 text-xs text-muted">
          <span className={outside ? 'text-rose-400' : ''}>
            {t('feedback.wordsHint', { min: options.minWords, max: options.maxWords })}
          </span>
          <span className="tabular-nums">{t('feedback.words', { count: words, max: options.maxWords })}</span>
        </p>
      </div>
      {options.pictures && (
        <ImagePicker
          picks={picks.picks}
          problem={picks.problem}
          required={false}
          onAdd={(files) => void picks.add(files)}
          onRemove={picks.remove}
        />
      )}
      <Button type="submit" variant="gold" size="lg" className="w-full" disabled={!form.formState.isValid || busy}>
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
