import { useTranslation } from '../../../lib/use-translation';

const bar = (className: string) => <div aria-hidden="true" className={`skeleton ${className}`} />;

/** What a records page shows while its first answer loads: the totals card and a few rows. */
export function RecordsSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('records.loading')} className="animate-breathe space-y-3">
      {bar('h-[126px] rounded-2xl')}
      {bar('mt-5 h-3 w-24 rounded')}
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-2xl border border-line bg-ink-900/60 p-3">
          {bar('size-10 shrink-0 rounded-full')}
          <div className="flex-1 space-y-2">
            {bar('h-3.5 w-3/5 rounded')}
            {bar('h-2.5 w-2/5 rounded')}
          </div>
          {bar('h-4 w-16 rounded')}
        </div>
      ))}
    </div>
  );
}
