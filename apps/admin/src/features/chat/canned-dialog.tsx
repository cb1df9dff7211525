import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cannedReplyInputSchema, type CannedReply, type CannedReplyInput } from '@lobby/contract/admin/chat';
import { CHAT_MESSAGE_MAX } from '@lobby/contract/chat';
import { ApiFailure } from '../../lib/api';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { Field, INPUT_CLASS } from '../../shared/field';
import { QueryState } from '../../shared/query-state';
import { cannedQuery } from './chat-api';
import { useDeleteCanned, useReorderCanned, useSaveCanned } from './canned-api';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Admins keep the desk's canned replies: add, edit, move up or down, delete. */
export function CannedDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const canned = useQuery(cannedQuery);
  const [editing, setEditing] = useState<CannedReply | null>(null);
  return (
    <Dialog open={open} onClose={onClose} wide title={t('chat.canned.manage')}>
      <div className="flex flex-col gap-5">
        <QueryState
          query={canned}
          isEmpty={(list) => list.length === 0}
          empty={t('chat.canned.empty')}
          error={t('chat.canned.error')}
        >
          {(list) => <CannedList list={list} onEdit={setEditing} />}
        </QueryState>
        <CannedForm key={editing?.id ?? 'new'} reply={editing} onDone={() => setEditing(null)} />
      </div>
    </Dialog>
  );
}

function CannedList({ list, onEdit }: { list: CannedReply[]; onEdit: (reply: CannedReply) => void }) {
  const { t } = useTranslation();
  const reorder = useReorderCanned();
  const remove = useDeleteCanned();
  const move = (from: number, to: number) => {
    const ids = list.map((reply) => reply.id);
    const [id] = ids.splice(from, 1);
    if (id !== undefined) ids.splice(to, 0, id);
    reorder.mutate(ids);
  };
  const busy = reorder.isPending || remove.isPending;
  return (
    <ol aria-label={t('chat.canned')} className="divide-y divide-line rounded-lg border border-line">
      {list.map((reply, index) => (
        <li key={reply.id} className="flex items-start gap-3 px-3 py-2">
          <span className="w-5 pt-0.5 text-right text-xs text-muted tabular-nums">{index + 1}</span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium">{reply.title}</p>
            <p className="truncate text-xs text-muted">{reply.text}</p>
          </div>
          <div className="flex shrink-0 gap-1">
            <Button
              size="sm"
              variant="ghost"
              disabled={busy || index === 0}
              aria-label={t('chat.canned.up', { title: reply.title })}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy || index === list.length - 1}
              aria-label={t('chat.canned.down', { title: reply.title })}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </Button>
            <Button size="sm" aria-label={t('chat.canned.edit', { title: reply.title })} onClick={() => onEdit(reply)}>
              {t('chat.canned.editShort')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={t('chat.canned.delete', { title: reply.title })}
              onClick={() => remove.mutate(reply.id)}
            >
              {t('chat.canned.deleteShort')}
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The add form, or the edit form of one reply; a title the site already uses is marked on the title. */
function CannedForm({ reply, onDone }: { reply: CannedReply | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCanned();
  const form = useForm<CannedReplyInput>({
    resolver: zodResolver(cannedReplyInputSchema),
    defaultValues: { title: reply?.title ?? '', text: reply?.text ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { ...input, id: reply?.id },
      {
        onSuccess: () => {
          form.reset({ title: '', text: '' });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiFailure && error.field === 'title') {
            form.setError('title', { type: 'server', message: t('chat.canned.titleTaken') });
          }
        },
      },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={reply ? t('chat.canned.editing') : t('chat.canned.add')}
      className="flex flex-col gap-3 rounded-lg border border-line bg-ink-950/40 p-3"
    >
      <h3 className="text-sm font-semibold">{reply ? t('chat.canned.editing') : t('chat.canned.add')}</h3>
      <Field
        label={t('chat.canned.title')}
        error={errors.title && (errors.title.type === 'server' ? errors.title.message : t('chat.canned.titleInvalid'))}
      >
        {(control) => <input {...control} {...form.register('title')} maxLength={60} className={INPUT_CLASS} />}
      </Field>
      <Field
        label={t('chat.canned.text')}
        hint={t('chat.canned.textHint', { max: CHAT_MESSAGE_MAX })}
        error={errors.text && t('chat.canned.textInvalid')}
      >
        {(control) => (
          <textarea {...control} {...form.register('text')} rows={3} className={`${INPUT_CLASS} h-auto py-2`} />
        )}
      </Field>
      {save.isError && !(save.error instanceof ApiFailure && save.error.field === 'title') && (
        <p role="alert" className="text-sm text-rose-300">
          {t('errors.fallback')}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {reply && <Button onClick={onDone}>{t('chat.cancel')}</Button>}
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {reply ? t('chat.canned.save') : t('chat.canned.addShort')}
        </Button>
      </div>
    </form>
  );
}
