import { inboxSendRequestSchema, type InboxSendRequest, type InboxSent } from '@lobby/contract/admin/inbox';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { EditorFrame, FormField } from '../editor-frame';
import { PhonePreview } from '../phone-preview';
import { RichText } from '../rich-text';

type FormValues = z.input<typeof inboxSendRequestSchema>;
const BLANK: FormValues = { audience: 'member', username: '', title: '', content: '' };

/** Send a message to one member's inbox (by username) or to every member's; the form starts over after. */
export function InboxPage() {
  const { t } = useTranslation();
  // A new key after each send gives a fresh form and an empty editor.
  const [round, setRound] = useState(0);
  const send = useMutation({
    mutationFn: (body: InboxSendRequest) =>
      api<InboxSent>(ADMIN_PATHS.inbox, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: () => setRound((value) => value + 1),
  });
  return (
    <div>
      {send.isSuccess && (
        <p
          role="status"
          className="mb-3 rounded-md border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200"
        >
          {t('inbox.sent', { who: send.data.username ?? t('inbox.everyone') })}
        </p>
      )}
      <InboxForm key={round} send={send} />
    </div>
  );
}

function InboxForm({ send }: { send: ReturnType<typeof useMutation<InboxSent, Error, InboxSendRequest>> }) {
  const { t } = useTranslation();
  const form = useForm<FormValues, unknown, InboxSendRequest>({
    resolver: zodResolver(inboxSendRequestSchema),
    defaultValues: BLANK,
  });
  const { errors } = form.formState;
  const [audience, title, content] = useWatch({ control: form.control, name: ['audience', 'title', 'content'] });
  const submit = form.handleSubmit(async (body) => {
    await send.mutateAsync(audience === 'all' ? { ...body, username: undefined } : body).catch(() => undefined);
  });
  return (
    <EditorFrame
      heading={t('inbox.title')}
      onSubmit={submit}
      save={send}
      submitLabel={t('inbox.send')}
      preview={<PhonePreview kind="preview.message" title={title} html={content} />}
    >
      <fieldset className="flex gap-4">
        <legend className="mb-1 text-xs font-medium text-muted">{t('inbox.audience')}</legend>
        {(['member', 'all'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...form.register('audience')} className="accent-gold-400" />
            {t(`inbox.audience.${value}`)}
          </label>
        ))}
      </fieldset>
      {audience === 'member' && (
        <FormField
          label={t('inbox.username')}
          autoComplete="off"
          error={errors.username?.message}
          input={form.register('username', { setValueAs: (value: string) => value || undefined })}
        />
      )}
      <FormField label={t('content.titleField')} error={errors.title?.message} input={form.register('title')} />
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <RichText
            label={t('content.body')}
            initial={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </EditorFrame>
  );
}
