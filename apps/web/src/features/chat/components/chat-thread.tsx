import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@lobby/contract/chat';
import { formatDate } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

/**
 * The conversation as bubbles, newest at the bottom, in a polite live region so a screen reader
 * reads an answer as it arrives. Text is rendered as text (React escapes it), never as HTML.
 */
export function ChatThread({ messages }: { messages: ChatMessage[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last]);

  return (
    <div role="log" aria-live="polite" aria-label={t('chat.log')}>
      <ol className="flex flex-col gap-3">
        {messages.map((message) => {
          const mine = message.author === 'member';
          return (
            <li key={message.id} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
              <span className="mb-1 px-1 text-[11px] text-muted">
                {mine ? t('chat.you') : t('chat.support')} ·{' '}
                <time dateTime={message.createdAt}>{formatDate(message.createdAt, language, 'dateTime')}</time>
              </span>
              <p
                className={`max-w-[80%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap ${
                  mine
                    ? 'rounded-br-md bg-gold-500 text-ink-950'
                    : 'rounded-bl-md border border-line bg-ink-800 text-text'
                }`}
              >
                {message.text}
              </p>
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" />
      </ol>
    </div>
  );
}
