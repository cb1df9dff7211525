import { useTranslation } from '../../../lib/use-translation';
import { formatElapsed } from '../hooks/use-play-clock';

/** The game shell's session time, always on screen. */
export function SessionClock({ elapsedMs }: { elapsedMs: number }) {
  const { t } = useTranslation();
  return (
    <span
      role="timer"
      aria-label={t('rg.shell.session')}
      className="shrink-0 rounded-full bg-white/5 px-2.5 py-1 font-mono text-[12px] font-semibold text-muted tabular-nums"
    >
      {formatElapsed(elapsedMs)}
    </span>
  );
}
