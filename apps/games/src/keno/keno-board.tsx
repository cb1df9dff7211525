import { useTranslation } from 'react-i18next';
import { KENO } from '@lobby/contract/inhouse';

interface Props {
  picks: readonly number[];
  drawn: readonly number[];
  disabled: boolean;
  onToggle: (value: number) => void;
}

function cellClass(picked: boolean, drawn: boolean): string {
  if (picked && drawn)
    return 'bg-gradient-to-b from-gold-200 via-gold-400 to-gold-600 text-ink-950 ring-2 ring-gold-200 shadow-[0_0_16px_-2px_rgb(251_191_36/0.8)] animate-pop-in';
  if (picked)
    return 'bg-gradient-to-b from-violet-500 to-violet-700 text-white ring-1 ring-violet-300/60 shadow-[0_6px_14px_-6px_rgb(124_58_237/0.9)]';
  if (drawn) return 'bg-gradient-to-b from-white/25 to-white/10 text-white ring-2 ring-white/60 animate-pop-in';
  return 'bg-ink-800/90 text-muted ring-1 ring-line hover:text-text hover:ring-line-strong';
}

/** The 40 numbers as toggle buttons: picked, drawn, and hit (both). */
export function KenoBoard({ picks, drawn, disabled, onToggle }: Props) {
  const { t } = useTranslation();
  const drawnSet = new Set(drawn);
  return (
    <div
      role="group"
      aria-label={t('keno.board')}
      className="grid grid-cols-8 gap-1.5 rounded-3xl bg-ink-900/70 p-2.5 ring-1 ring-line"
    >
      {Array.from({ length: KENO.pool }, (_, i) => i + 1).map((value) => {
        const picked = picks.includes(value);
        const isDrawn = drawnSet.has(value);
        return (
          <button
            key={value}
            type="button"
            aria-pressed={picked}
            aria-disabled={disabled || undefined}
            onClick={() => !disabled && onToggle(value)}
            data-drawn={isDrawn || undefined}
            className={`relative grid aspect-[1/1.1] place-items-center rounded-xl text-[15px] font-bold tabular-nums transition active:scale-90 ${cellClass(picked, isDrawn)}`}
          >
            {value}
            {isDrawn && <span className="sr-only">{picked ? ` ${t('keno.hits')}` : ` ${t('keno.draw')}`}</span>}
          </button>
        );
      })}
    </div>
  );
}
