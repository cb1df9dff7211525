import { useTranslation } from '../../../lib/use-translation';
import { ClockIcon, CloseIcon } from '../../../ui/icons';

interface RecentSearchesProps {
  list: readonly string[];
  onRun: (term: string) => void;
  onRemove: (term: string) => void;
  onClear: () => void;
}

/** The device's recent searches as chips: tap one to search again, × to forget it, Clear for all. */
export function RecentSearches({ list, onRun, onRemove, onClear }: RecentSearchesProps) {
  const { t } = useTranslation();
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="search-recent">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="search-recent" className="text-sm font-semibold text-muted">
          {t('search.recent')}
        </h2>
        <button
          type="button"
          onClick={onClear}
          aria-label={t('search.recentClearLabel')}
          className="rounded-full px-2.5 py-1 text-xs font-semibold text-gold-400 transition hover:bg-white/5"
        >
          {t('search.recentClear')}
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {list.map((term) => (
          <li key={term} className="flex h-9 items-center rounded-full bg-white/5 ring-1 ring-white/10">
            <button
              type="button"
              onClick={() => onRun(term)}
              className="flex h-full max-w-52 items-center gap-1.5 rounded-l-full pr-1 pl-3 text-[13px] font-semibold text-text"
            >
              <ClockIcon size={14} className="shrink-0 text-muted" />
              <span className="truncate">{term}</span>
            </button>
            <button
              type="button"
              onClick={() => onRemove(term)}
              aria-label={t('search.recentRemove', { term })}
              className="grid h-full w-8 place-items-center rounded-r-full text-muted transition hover:text-text"
            >
              <CloseIcon size={13} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
