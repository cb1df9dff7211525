import { useTranslation } from 'react-i18next';
import type { InhouseSession } from '@lobby/contract/play';
import { percentOfBp } from '../lib/money';
import { InfoIcon, ShieldIcon } from './icons';

interface Props {
  session: InhouseSession;
  onRules: () => void;
  onFairness: () => void;
}

/** The game's name, its published RTP, the free-play badge, the provably fair and the rules buttons. */
export function GameHeader({ session, onRules, onFairness }: Props) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-3 px-4 pt-3 pb-2">
      <div className="min-w-0 flex-1">
        <h1 className="truncate bg-gradient-to-b from-gold-200 to-gold-400 bg-clip-text text-xl leading-tight font-black tracking-tight text-transparent">
          {session.gameName}
        </h1>
        <div className="mt-1 flex items-center gap-1.5 text-[11px] font-semibold">
          <span className="rounded-full bg-white/8 px-2 py-0.5 text-muted ring-1 ring-line">
            {t('chrome.rtp', { value: percentOfBp(session.rtpBp) })}
          </span>
          {session.mode === 'free' && (
            <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-gold-300 ring-1 ring-gold-400/30">
              {t('chrome.freePlay')}
            </span>
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={onFairness}
        aria-haspopup="dialog"
        aria-label={t('chrome.fairness')}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-white/6 text-emerald-300 ring-1 ring-line-strong transition hover:bg-white/10 hover:text-gold-300 active:scale-95"
      >
        <ShieldIcon className="size-6" />
      </button>
      <button
        type="button"
        onClick={onRules}
        aria-haspopup="dialog"
        aria-label={t('chrome.rules')}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-white/6 text-violet-300 ring-1 ring-line-strong transition hover:bg-white/10 hover:text-gold-300 active:scale-95"
      >
        <InfoIcon className="size-6" />
      </button>
    </header>
  );
}
