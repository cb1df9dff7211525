import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGE_MAX, chatMessageInputSchema, type ChatMessageInput } from '@lobby/contract/chat';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { Field } from '../../shared/field';
import { cannedQuery, useAnswer } from './chat-api';

/** The answer box: canned replies fill it, Send (or Ctrl+Enter) answers. */
export function ChatComposer({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const canned = useQuery(cannedQuery);
  const answer = useAnswer(conversationId);
  const form = useForm<ChatMessageInput>({
    resolver: zodResolver(chatMessageInputSchema),
    defaultValues: { text: '' },
  });
  const submit = form.handleSubmit(async ({ text }) => {
    await answer.mutateAsync(text).then(
      () => form.reset({ text: '' }),
      () => undefined,
    );
  });
  const error = form.formState.errors.text?.message ?? answer.error?.message;

  return (
    <form onSubmit={submit} className="border-t border-line bg-ink-900 p-3">
      {canned.data && canned.data.length > 0 && (
        <div role="group" aria-label={t('chat.canned')} className="mb-2 flex flex-wrap gap-1.5">
          {canned.data.map((reply) => (
            <button
              key={reply.id}
              type="button"
              title={reply.text}
              onClick={() => form.setValue('text', reply.text, { shouldValidate: true, shouldDirty: true })}
              className="rounded-full border border-line-strong px-2.5 py-0.5 text-xs text-muted transition hover:border-gold-400 hover:text-gold-200"
            >
              {reply.title}
            </button>
          ))}
        </div>
      )}
      <Field label={t('chat.reply')} hint={t('chat.replyHint', { max: CHAT_MESSAGE_MAX })} error={error}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={CHAT_MESSAGE_MAX}
            className="w-full resize-none rounded-md border border-line-strong bg-ink-950 px-2.5 py-2 text-sm text-text focus:border-gold-400 focus:outline-none"
            {...form.register('text')}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
            }}
          />
        )}
      </Field>
      <div className="mt-2 flex justify-end">
        <Button type="submit" variant="primary" disabled={answer.isPending}>
          {t('chat.send')}
        </Button>
      </div>
    </form>
  );
}
