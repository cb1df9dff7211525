import { useQuery } from '@tanstack/react-query';
import type { AdminChatConversation } from '@lobby/contract/admin/chat';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { QueryState } from '../../shared/query-state';
import { conversationQuery, useCloseConversation, useMarkRead } from './chat-api';
import { ChatComposer } from './chat-composer';
import { MemberCard } from './member-card';

/** One conversation: its messages (live), the composer and the member beside it. */
export function ChatConversation({ id }: { id: number }) {
  const { t } = useTranslation();
  const conversation = useQuery(conversationQuery(id));
  return (
    <QueryState query={conversation} error={t('chat.conversationError')}>
      {(data) => (
        <div className="grid h-full min-h-0 grid-cols-[minmax(0,1fr)_16rem]">
          <Thread data={data} />
          <aside aria-label={t('chat.profile')} className="border-l border-line bg-ink-900">
            <MemberCard member={data.member} />
          </aside>
        </div>
      )}
    </QueryState>
  );
}

function Thread({ data }: { data: AdminChatConversation }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { conversation, messages } = data;
  const end = useRef<HTMLLIElement>(null);
  const markRead = useMarkRead(conversation.id);
  const [closing, setClosing] = useState(false);
  const close = useCloseConversation(conversation.id);
  const lastFromMember = messages.findLast((message) => message.author === 'member')?.id;
  const marked = useRef(0);
  const { mutate } = markRead;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
    // Seeing the member's newest message reads it (once per message).
    if (lastFromMember !== undefined && lastFromMember > marked.current && conversation.status === 'open') {
      marked.current = lastFromMember;
      mutate(lastFromMember);
    }
  }, [lastFromMember, conversation.status, mutate, messages.length]);

  return (
    <section aria-label={t('chat.log', { username: conversation.username })} className="flex min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-line px-4 py-2.5">
        <h2 className="font-semibold">{conversation.username}</h2>
        <span className="rounded bg-ink-700 px-1.5 py-0.5 text-xs text-muted">
          {t(`chat.status.${conversation.status}`)}
        </span>
        {conversation.assignedTo && (
          <span className="min-w-0 truncate text-xs text-muted">
            {t('chat.answeredBy', { name: conversation.assignedTo })}
          </span>
        )}
        <span className="flex-1" />
        {conversation.status === 'open' && (
          <Button size="sm" variant="danger" className="whitespace-nowrap" onClick={() => setClosing(true)}>
            {t('chat.close')}
          </Button>
        )}
      </header>
      <div
        tabIndex={0}
        role="log"
        aria-live="polite"
        aria-label={t('chat.log', { username: conversation.username })}
        className="flex-1 overflow-auto p-4"
      >
        <ol className="space-y-3">
          {messages.map((message) => {
            const member = message.author === 'member';
            return (
              <li key={message.id} className={`flex flex-col ${member ? 'items-start' : 'items-end'}`}>
                <span className="mb-0.5 text-xs text-muted">
                  {member ? conversation.username : (message.operatorName ?? t('chat.support'))} ·{' '}
                  <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
                </span>
                <p
                  className={`max-w-[70%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap ${member ? 'bg-ink-800' : 'bg-gold-400/15 text-gold-100'}`}
                >
                  {message.text}
                </p>
              </li>
            );
          })}
          <li ref={end} aria-hidden="true" />
        </ol>
      </div>
      {conversation.status === 'open' ? (
        <ChatComposer conversationId={conversation.id} />
      ) : (
        <p className="border-t border-line p-4 text-sm text-muted">{t('chat.closedNote')}</p>
      )}
      <Dialog
        open={closing}
        title={t('chat.close')}
        onClose={() => setClosing(false)}
        footer={
          <>
            <Button onClick={() => setClosing(false)}>{t('chat.cancel')}</Button>
            <Button variant="danger" onClick={() => close.mutate(undefined, { onSuccess: () => setClosing(false) })}>
              {t('chat.close')}
            </Button>
          </>
        }
      >
        <p>{t('chat.closeConfirm')}</p>
      </Dialog>
    </section>
  );
}
