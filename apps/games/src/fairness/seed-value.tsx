import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  value: string;
  testId?: string;
}

/** A long seed or hash shown whole (it wraps), with a button that copies it. */
export function SeedValue({ label, value, testId }: Props) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="rounded-2xl bg-ink-950/60 p-3 ring-1 ring-line">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-bold tracking-wide text-muted uppercase">{label}</span>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={t('fair.copy', { what: label })}
          className="rounded-full bg-white/6 px-3 py-1 text-xs font-bold text-violet-200 ring-1 ring-line hover:text-gold-300"
        >
          {copied ? t('fair.copied') : t('fair.copyShort')}
        </button>
      </div>
      <p data-testid={testId} className="mt-1.5 font-mono text-[13px] leading-snug break-all text-text">
        {value}
      </p>
    </div>
  );
}
