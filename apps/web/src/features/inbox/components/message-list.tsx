import type { InboxItem } from '@lobby/contract/inbox';
import { useTranslation } from '../../../lib/use-translation';
import { AppLink } from '../../../ui/app-link';
import { Button } from '../../../ui/button';
import { ChevronRightIcon, MailIcon, MegaphoneIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useInboxList } from '../api/inbox-list';
import { useMessageDate } from './message-date';

function MessageRow({ item, href }: { item: InboxItem; href: string }) {
  const { t } = useTranslation();
  const date = useMessageDate();
  return (
    <li>
      <AppLink
        to={href}
        aria-label={t('inbox.open', { title: item.title })}
        className={`group flex gap-3 rounded-2xl border px-3.5 py-3 transition hover:bg-white/5 ${item.read ? 'border-line bg-ink-900/60' : 'border-violet-500/35 bg-ink-800'}`}
      >
        <span
          className={`relative mt-0.5 grid size-10 shrink-0 place-items-center rounded-full ${item.broadcast ? 'bg-gold-500/15 text-gold-400' : 'bg-violet-500/15 text-violet-300'}`}
        >
          {item.broadcast ? <MegaphoneIcon size={18} /> : <MailIcon size={18} />}
          {item.read ? null : (
            <span
              data-testid="unread-dot"
              className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-ink-800 bg-rose-500"
            />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={`flex-1 truncate text-sm ${item.read ? 'font-medium text-muted' : 'font-bold text-text'}`}>
              {item.title}
            </span>
            {item.read ? null : <span className="sr-only">{t('inbox.unread')}</span>}
          </span>
          <span className="mt-0.5 line-clamp-2 text-xs text-subtle">{item.preview}</span>
          <span className="mt-1.5 flex items-center gap-2 text-[11px] text-subtle">
            <time dateTime={item.createdAt}>{date(item.createdAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{t(item.broadcast ? 'inbox.broadcast' : 'inbox.personal')}</span>
          </span>
        </span>
        <ChevronRightIcon size={18} className="mt-3 shrink-0 text-subtle transition group-hover:text-text" />
      </AppLink>
    </li>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('inbox.loading')} className="space-y-2.5">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex gap-3 rounded-2xl border border-line px-3.5 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-3/5" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The member's messages with unread dots; a row opens the message (`hrefOf` builds its address). */
export function MessageList({ hrefOf }: { hrefOf: (id: number) => string }) {
  const { t } = useTranslation();
  const query = useInboxList();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const pages = query.data.pages;
  const items = pages.flatMap((page) => page.list);
  const unread = pages[0]?.unReadCount ?? 0;
  if (items.length === 0) {
    return <EmptyState title={t('inbox.empty')} hint={t('inbox.emptyHint')} icon={<MailIcon size={30} />} />;
  }
  return (
    <>
      <p className="mb-3 flex items-center gap-2 px-1 text-xs font-semibold text-muted">
        {unread > 0 ? (
          <span className="rounded-full bg-rose-500/15 px-2 py-0.5 text-rose-300">
            {t('inbox.unreadCount', { count: unread })}
          </span>
        ) : (
          <span className="rounded-full bg-emerald-400/10 px-2 py-0.5 text-emerald-400">{t('inbox.allRead')}</span>
        )}
      </p>
      <ul className="space-y-2.5">
        {items.map((item) => (
          <MessageRow key={item.id} item={item} href={hrefOf(item.id)} />
        ))}
      </ul>
      <div className="mt-4 flex justify-center">
        {query.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('inbox.loadingMore') : t('inbox.loadMore')}
          </Button>
        ) : (
          <p className="text-xs text-subtle">{t('inbox.end')}</p>
        )}
      </div>
    </>
  );
}
