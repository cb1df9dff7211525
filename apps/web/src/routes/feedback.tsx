import { FeedbackForm } from '../features/feedback/components/feedback-form';
import { FeedbackHistory } from '../features/feedback/components/feedback-history';
import { useFeedbackOptions } from '../features/feedback/api/feedback-options';
import { useTranslation } from '../lib/use-translation';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/status-views';

/**
 * `/m/feedback` (members, module FEEDBACK3): the form, then the member's past feedback with the
 * operator's replies (a reply also lands in the inbox).
 */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.feedback');
  useDocumentTitle(title);
  const options = useFeedbackOptions();
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="space-y-5 px-3 pt-4 pb-12">
        <section aria-labelledby="feedback-send" className="rounded-3xl border border-line bg-surface p-4 shadow-card">
          <h2 id="feedback-send" className="text-base font-extrabold">
            {t('feedback.send')}
          </h2>
          <p className="mt-1 mb-4 text-[13px] leading-relaxed text-muted">{t('feedback.intro')}</p>
          {options.data ? (
            <FeedbackForm options={options.data} />
          ) : options.isError ? (
            <ErrorState error={options.error} onRetry={() => void options.refetch()} compact />
          ) : (
            <div role="status" aria-label={t('feedback.loading')} className="space-y-3">
              <Skeleton className="h-9 w-full rounded-full" />
              <Skeleton className="h-32 w-full rounded-xl" />
            </div>
          )}
        </section>
        <section aria-labelledby="feedback-history" className="space-y-3">
          <h2 id="feedback-history" className="px-1 text-[13px] font-bold tracking-wide text-muted uppercase">
            {t('feedback.history')}
          </h2>
          <FeedbackHistory options={options.data} />
        </section>
      </main>
    </>
  );
}
