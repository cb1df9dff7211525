import { adminMemberNoteRequestSchema, MEMBER_NOTE_MAX } from '@lobby/contract/admin/members';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Pager } from '../../shared/pager';
import { QueryState } from '../../shared/query-state';
import { errorText } from './error-text';
import { addNote, notesQuery, TAB_PAGE_SIZE } from './members-api';

type NoteForm = z.input<typeof adminMemberNoteRequestSchema>;

/** Operators' notes on the member, newest first, and a form to add one (plain text, shown as text). */
export function MemberNotes({ id, page, onPage }: { id: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useQueryClient();
  const notes = useQuery({ ...notesQuery(id, page), placeholderData: keepPreviousData });
  const form = useForm<NoteForm>({ resolver: zodResolver(adminMemberNoteRequestSchema), defaultValues: { text: '' } });
  const add = useMutation({
    mutationFn: (text: string) => addNote(id, text),
    onSuccess: async () => {
      form.reset();
      onPage(1);
      await client.invalidateQueries({ queryKey: ['member', id, 'notes'] });
    },
  });
  const textError = form.formState.errors.text;
  return (
    <div className="grid grid-cols-[1fr_22rem]">
      <QueryState query={notes} isEmpty={(data) => data.list.length === 0} empty={t('notes.empty')}>
        {(data) => (
          <div>
            <ol className="divide-y divide-line">
              {data.list.map((note) => (
                <li key={note.id} className="px-5 py-3">
                  <p className="text-xs text-muted">
                    {t('notes.by', {
                      name: note.authorName ?? t('notes.system'),
                      when: format.dateTime(note.createdAt),
                    })}
                  </p>
                  <p className="mt-1 text-sm whitespace-pre-wrap">{note.text}</p>
                </li>
              ))}
            </ol>
            <footer className="flex justify-end px-4 py-2">
              <Pager page={page} pageSize={TAB_PAGE_SIZE} totalCount={data.totalCount} onPage={onPage} />
            </footer>
          </div>
        )}
      </QueryState>
      <form
        onSubmit={form.handleSubmit((values) => add.mutate(values.text))}
        className="flex flex-col gap-3 border-l border-line px-5 py-4"
        noValidate
      >
        <Field
          label={t('notes.new')}
          error={textError && (textError.type === 'too_big' ? t('form.tooLong') : t('form.noteEmpty'))}
        >
          {(control) => (
            <textarea
              {...control}
              {...form.register('text')}
              rows={5}
              maxLength={MEMBER_NOTE_MAX}
              className={`${INPUT_CLASS} h-auto py-2`}
            />
          )}
        </Field>
        {add.isError && (
          <p role="alert" className="text-sm text-rose-300">
            {errorText(add.error, t)}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={add.isPending} className="self-end">
          {t('notes.add')}
        </Button>
      </form>
    </div>
  );
}
