import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryName, type AdminCategory } from './promotions-api';
import { CHECKBOX_CLASS } from '../../../shared/field';

/** A labelled checkbox whose stored value is whatever the form keeps (a boolean, 0/1 or Y/N). */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className={CHECKBOX_CLASS}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** The categories a promotion is listed in, as a group of checkboxes. */
export function CategoryChecks({
  categories,
  value,
  onChange,
  empty,
}: {
  categories: AdminCategory[];
  value: number[];
  onChange: (ids: number[]) => void;
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-xs font-medium text-muted">{t('promotions.categories')}</legend>
      {categories.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {categories.map((category) => (
            <CheckField
              key={category.id}
              label={categoryName(category, i18n.language)}
              checked={value.includes(category.id)}
              onChange={(on) => onChange(on ? [...value, category.id] : value.filter((id) => id !== category.id))}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
