import type { FeedbackOptions } from '@lobby/contract/feedback';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';

interface CategoryChipsProps {
  categories: FeedbackOptions['categories'];
  value: string;
  onChange: (code: string) => void;
}

/** The site's feedback categories as a row of chips: native radio buttons, so arrows and labels work. */
export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('feedback.category')}</legend>
      <div className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <label
            key={category.code}
            className="cursor-pointer rounded-full border border-line-strong bg-ink-900 px-3.5 py-1.5 text-[13px] font-semibold text-muted transition select-none hover:text-text has-checked:border-gold-400/70 has-checked:bg-gold-400/15 has-checked:text-gold-200 has-focus-visible:ring-2 has-focus-visible:ring-gold-400/60"
          >
            <input
              type="radio"
              name={name}
              value={category.code}
              checked={value === category.code}
              onChange={() => onChange(category.code)}
              className="sr-only"
            />
            {category.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
