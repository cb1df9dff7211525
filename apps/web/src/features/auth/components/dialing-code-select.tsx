import type { ComponentProps } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** The country dialing code in front of a mobile number. */
export function DialingCodeSelect({ codes, ...select }: ComponentProps<'select'> & { codes: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t('form.dialingCode')}
      className="h-12 shrink-0 rounded-xl border border-line bg-ink-850 px-2.5 text-[15px] font-semibold text-text focus:border-violet-400/70 focus-visible:outline-none"
      {...select}
    >
      {codes.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
