import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState, Spinner } from '../../../ui/status-views';
import { useChatConversation } from '../api/chat-conversation';
import { useMarkChatRead } from '../api/chat-send';
import { useChatLive } from '../hooks/use-chat-live';
import { ChatComposer } from './chat-composer';
import { ChatThread } from './chat-thread';

/** The member's chat: the conversation kept live, read marks as answers arrive, and the composer. */
export function ChatPanel() {
  const { t } = useTranslation();
  const chat = useChatConversation();
  const markRead = useMarkChatRead();
  useChatLive();
  const data = chat.data;
  const lastAnswer = data?.messages.findLast((message) => message.author === 'operator')?.id;
  const { mutate } = markRead;
  // The newest answer on screen is read: once per answer, including those that arrive live.
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    // As first loaded: what the server counts as read needs no mark.
    if (marked.current === null) marked.current = data.unReadCount === 0 ? (lastAnswer ?? 0) : 0;
    if (lastAnswer !== undefined && lastAnswer > marked.current) {
      marked.current = lastAnswer;
      mutate(lastAnswer);
    }
  }, [data, lastAnswer, mutate]);

  return (
    <div className="flex min-h-[calc(100dvh-3.5rem)] flex-col">
      <div className="flex-1 px-3 pt-4 pb-4">
        <p className="mb-4 rounded-card border border-line bg-ink-900 px-3 py-2.5 text-xs leading-relaxed text-muted">
          {t('chat.intro')}
        </p>
        {chat.isPending && <Spinner label={t('chat.loading')} />}
        {chat.isError && <ErrorState error={chat.error} onRetry={() => void chat.refetch()} compact />}
        {data && data.messages.length === 0 && (
          <p className="py-10 text-center text-sm text-muted">{t('chat.empty')}</p>
        )}
        {data && <ChatThread messages={data.messages} />}
        {data?.conversation?.status === 'closed' && (
          <p role="status" className="mt-4 text-center text-xs text-muted">
            {t('chat.closed')}
          </p>
        )}
      </div>
      <div className="sticky bottom-0">
        <ChatComposer />
      </div>
    </div>
  );
}
