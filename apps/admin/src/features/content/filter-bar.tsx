import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field, INPUT_CLASS } from '../../shared/field';

/** A list's filters on the left and its New button on the right. */
export function FilterBar({ children, newLabel }: { children: ReactNode; newLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-end justify-between gap-4">
      <search aria-label={t('content.filters')} className="flex flex-wrap items-end gap-3">
        {children}
      </search>
      {newLabel && (
        <Link
          to="new"
          className="inline-flex h-8 items-center rounded-md bg-gold-400 px-3 text-sm font-semibold text-ink-950 hover:bg-gold-300"
        >
          + {newLabel}
        </Link>
      )}
    </div>
  );
}

/** One filter: a labelled select whose first option is "Any". */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V | undefined;
  options: [V, string][];
  onChange: (value: V | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label} className="w-44">
      {(control) => (
        <select
          {...control}
          className={INPUT_CLASS}
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
        >
          <option value="">{t('content.any')}</option>
          {options.map(([option, words]) => (
            <option key={option} value={option}>
              {words}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
