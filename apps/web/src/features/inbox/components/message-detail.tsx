import { useTranslation } from '../../../lib/use-translation';
import { AppLink } from '../../../ui/app-link';
import { buttonClass } from '../../../ui/button';
import { ChevronLeftIcon, MailIcon, MegaphoneIcon } from '../../../ui/icons';
import { SafeHtml } from '../../../ui/safe-html';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/status-views';
import { useInboxMessage } from '../api/inbox-message';
import { useMessageDate } from './message-date';

/** One message: title, time and the operator's HTML (through SafeHtml); opening it marks it read. */
export function MessageDetail({ id, listHref }: { id: number; listHref: string }) {
  const { t } = useTranslation();
  const date = useMessageDate();
  const query = useInboxMessage(id);
  return (
    <>
      {query.isPending ? (
        <div role="status" aria-label={t('inbox.loading')} className="space-y-3 rounded-3xl border border-line p-5">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <article className="rounded-3xl border border-line bg-gradient-to-b from-ink-800 to-ink-900 p-5 shadow-card">
          <header className="flex gap-3 border-b border-line pb-4">
            <span
              className={`grid size-11 shrink-0 place-items-center rounded-full ${query.data.broadcast ? 'bg-gold-500/15 text-gold-400' : 'bg-violet-500/15 text-violet-300'}`}
            >
              {query.data.broadcast ? <MegaphoneIcon size={20} /> : <MailIcon size={20} />}
            </span>
            <div className="min-w-0">
              <h2 className="text-lg leading-snug font-bold">{query.data.title}</h2>
              <p className="mt-1 text-xs text-subtle">
                <time dateTime={query.data.createdAt}>{date(query.data.createdAt)}</time>
                {' · '}
                {t(query.data.broadcast ? 'inbox.broadcast' : 'inbox.personal')}
              </p>
            </div>
          </header>
          <SafeHtml html={query.data.content} className="mt-4" />
        </article>
      )}
      <AppLink to={listHref} className={buttonClass('outline', 'md', 'mt-5 w-full')}>
        <ChevronLeftIcon size={18} />
        {t('inbox.back')}
      </AppLink>
    </>
  );
}
