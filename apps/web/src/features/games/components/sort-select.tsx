import { useId } from 'react';
import { GAME_SORTS, type GameSort } from '@lobby/contract/games';
import { useTranslation } from '../../../lib/use-translation';
import { ChevronDownIcon } from '../../../ui/icons';
import '../messages';

/** The list's order as a labelled native select (the phone's own picker), styled as a filter-bar pill. */
export function SortSelect({ value, onChange }: { value: GameSort; onChange: (sort: GameSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="relative ml-auto shrink-0">
      <label htmlFor={id} className="sr-only">
        {t('gameList.sort')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gold-400"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4" />
      </svg>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as GameSort)}
        className="h-11 max-w-40 appearance-none rounded-full border border-line bg-ink-850 pr-8 pl-9 text-[13px] font-semibold text-text transition hover:border-white/25 focus:border-violet-400/70 focus:bg-ink-800 focus:outline-none"
      >
        {GAME_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`gameList.sort.${sort}`)}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        size={15}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
