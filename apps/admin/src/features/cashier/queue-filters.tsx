import { useQuery } from '@tanstack/react-query';
import type { ChannelDirection } from '@lobby/contract/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { channelsQuery } from './cashier-api';
import type { QueueParams } from './queue-params';

interface Props {
  direction: ChannelDirection;
  statuses: readonly string[];
  params: QueueParams;
  onChange: (change: Partial<QueueParams>) => void;
}

const DATE_CLASS = `${INPUT_CLASS} [color-scheme:dark]`;

/** A queue's filters: status, channel, member, days; each change lands in the URL and goes back to page 1. */
export function QueueFilters({ direction, statuses, params, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const channels = useQuery(channelsQuery(direction));
  const filtered = Boolean(params.channelId || params.username || params.from || params.to);
  return (
    <form
      role="search"
      aria-label={t('cashier.filters')}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label={t('cashier.status')} className="w-32">
        {(control) => (
          <select
            {...control}
            value={params.status}
            onChange={(event) => onChange({ status: event.target.value as QueueParams['status'] })}
            className={INPUT_CLASS}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? t('cashier.any') : t(`cashier.status.${status as 'pending'}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('cashier.channel')} className="w-40">
        {(control) => (
          <select
            {...control}
            value={params.channelId ?? ''}
            onChange={(event) => onChange({ channelId: Number(event.target.value) || undefined })}
            className={INPUT_CLASS}
          >
            <option value="">{t('cashier.any')}</option>
            {channels.data?.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {i18n.language === 'id' ? channel.names.id : channel.names.en}
              </option>
            ))}
          </select>
        )}
      </Field>
      <UsernameFilter value={params.username} onChange={(username) => onChange({ username })} />
      <Field label={t('cashier.from')} className="w-36">
        {(control) => (
          <input
            {...control}
            type="date"
            value={params.from ?? ''}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
            className={DATE_CLASS}
          />
        )}
      </Field>
      <Field label={t('cashier.to')} className="w-36">
        {(control) => (
          <input
            {...control}
            type="date"
            value={params.to ?? ''}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
            className={DATE_CLASS}
          />
        )}
      </Field>
      {filtered && (
        <Button
          variant="ghost"
          onClick={() => onChange({ channelId: undefined, username: undefined, from: undefined, to: undefined })}
        >
          {t('cashier.clear')}
        </Button>
      )}
    </form>
  );
}

/** The member filter applies when the operator leaves the box or presses Enter, not on every key. */
function UsernameFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // The URL changed under the box (cleared, back button): show what it holds now.
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const apply = () => {
    const next = text.trim() || undefined;
    if (next !== value) onChange(next);
  };
  return (
    <Field label={t('cashier.username')} className="w-40">
      {(control) => (
        <input
          {...control}
          type="search"
          value={text}
          placeholder={t('cashier.usernamePlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
          }}
          className={INPUT_CLASS}
        />
      )}
    </Field>
  );
}
