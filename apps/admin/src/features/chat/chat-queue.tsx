import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminChatQueueQuery, AdminChatSummary } from '@lobby/contract/admin/chat';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Pager } from '../../shared/pager';
import { QueryState } from '../../shared/query-state';
import { queueQuery } from './chat-api';

interface Props {
  query: AdminChatQueueQuery;
  selected: number | undefined;
  onSelect: (id: number) => void;
  onPage: (page: number) => void;
}

/** The queue: one row per conversation, unread first, with the last message and when it came. */
export function ChatQueue({ query, selected, onSelect, onPage }: Props) {
  const { t } = useTranslation();
  const queue = useQuery({ ...queueQuery(query), placeholderData: keepPreviousData });
  return (
    <QueryState
      query={queue}
      isEmpty={(page) => page.list.length === 0}
      empty={t('chat.queueEmpty')}
      error={t('chat.queueError')}
    >
      {(page) => (
        <>
          <ul aria-label={t('chat.queue')} className="divide-y divide-line">
            {page.list.map((row) => (
              <QueueRow key={row.id} row={row} current={row.id === selected} onSelect={onSelect} />
            ))}
          </ul>
          <div className="border-t border-line p-2">
            <Pager page={query.pageNo} pageSize={query.pageSize} totalCount={page.totalCount} onPage={onPage} />
          </div>
        </>
      )}
    </QueryState>
  );
}

function QueueRow({
  row,
  current,
  onSelect,
}: {
  row: AdminChatSummary;
  current: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={() => onSelect(row.id)}
        className={`flex w-full flex-col gap-1 px-3 py-2.5 text-left transition hover:bg-ink-800 ${current ? 'bg-ink-800 shadow-[inset_3px_0_0] shadow-gold-400' : ''}`}
      >
        <span className="flex items-center gap-2">
          <span className="flex-1 truncate font-semibold">{row.username}</span>
          {row.unread > 0 && (
            <span className="rounded-full bg-rose-600 px-1.5 text-[11px] leading-5 font-bold text-white">
              {t('chat.unread', { count: row.unread })}
            </span>
          )}
        </span>
        <span className="truncate text-sm text-muted">{row.lastText}</span>
        <time dateTime={row.lastMessageAt} className="text-xs text-muted">
          {format.dateTime(row.lastMessageAt)}
        </time>
      </button>
    </li>
  );
}
