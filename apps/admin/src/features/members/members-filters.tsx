import { MEMBER_KINDS, MEMBER_STATUSES } from '@lobby/contract/admin/members';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import type { MembersParams } from './list-params';

interface Props {
  params: MembersParams;
  onChange: (change: Partial<MembersParams>) => void;
}

/** The filter bar: the search box applies on Enter or the button; the selects at once. */
export function MembersFilters({ params, onChange }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState(params.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() || undefined });
  };
  const filtered = Boolean(params.q || params.status || params.kind);
  return (
    <form
      role="search"
      onSubmit={submit}
      className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-ink-900 px-4 py-3"
    >
      <Field label={t('members.search')} className="w-80">
        {(control) => (
          <input
            {...control}
            type="search"
            value={q}
            maxLength={64}
            placeholder={t('members.searchHint')}
            onChange={(event) => setQ(event.target.value)}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Button type="submit" variant="primary">
        {t('members.search')}
      </Button>
      <Field label={t('members.status')} className="w-40">
        {(control) => (
          <select
            {...control}
            value={params.status ?? ''}
            onChange={(event) => onChange({ status: (event.target.value || undefined) as MembersParams['status'] })}
            className={INPUT_CLASS}
          >
            <option value="">{t('members.any')}</option>
            {MEMBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`members.status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('members.kind')} className="w-40">
        {(control) => (
          <select
            {...control}
            value={params.kind ?? ''}
            onChange={(event) => onChange({ kind: (event.target.value || undefined) as MembersParams['kind'] })}
            className={INPUT_CLASS}
          >
            <option value="">{t('members.any')}</option>
            {MEMBER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`members.kind.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {filtered && (
        <Button
          variant="ghost"
          onClick={() => {
            setQ('');
            onChange({ q: undefined, status: undefined, kind: undefined });
          }}
        >
          {t('members.clear')}
        </Button>
      )}
    </form>
  );
}
