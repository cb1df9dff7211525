import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { CHAT_MESSAGE_MAX, chatMessageInputSchema, type ChatMessageInput } from '@lobby/contract/chat';
import { errorMessageKey } from '../../../lib/error-messages';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useSendChatMessage } from '../api/chat-send';

/** The labelled message box and its send button; Enter sends, Shift+Enter starts a new line. */
export function ChatComposer() {
  const { t } = useTranslation();
  const send = useSendChatMessage();
  const form = useForm<ChatMessageInput>({
    resolver: zodResolver(chatMessageInputSchema),
    defaultValues: { text: '' },
  });
  const length = useWatch({ control: form.control, name: 'text' }).length;
  const submit = form.handleSubmit(async ({ text }) => {
    await send.mutateAsync(text).then(
      () => form.reset({ text: '' }),
      () => undefined,
    );
  });

  return (
    <form onSubmit={submit} className="border-t border-line bg-ink-950 px-3 pt-2 pb-3">
      {send.error && (
        <p role="alert" className="mb-2 text-xs text-rose-400">
          {t(errorMessageKey(send.error))}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor="chat-text" className="sr-only">
          {t('chat.label')}
        </label>
        <textarea
          id="chat-text"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('chat.placeholder')}
          aria-describedby="chat-remaining"
          className="min-h-11 flex-1 resize-none rounded-xl border border-line bg-ink-800 px-3 py-2 text-sm text-text placeholder:text-muted focus:border-gold-500 focus:outline-none"
          {...form.register('text')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button type="submit" size="md" disabled={send.isPending || length === 0}>
          {send.isPending ? t('chat.sending') : t('chat.send')}
        </Button>
      </div>
      <p id="chat-remaining" className="mt-1 text-right text-[11px] text-muted">
        {t('chat.remaining', { count: CHAT_MESSAGE_MAX - length })}
      </p>
    </form>
  );
}
