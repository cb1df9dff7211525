import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KENO } from '@lobby/contract/inhouse';
import type { InhouseSession } from '@lobby/contract/play';
import { RoundFooter } from '../chrome/round-footer';
import type { Rounds } from '../chrome/use-rounds';
import { prefersReducedMotion, sleep } from '../lib/motion';
import { DrawnTray } from './drawn-tray';
import { KenoBoard } from './keno-board';
import { PayRow } from './pay-row';
import { quickPick, togglePick } from './picks';

/** Time between two drawn balls. */
const BALL_GAP_MS = 160;
const QUICK_PICK_DEFAULT = 5;

const tool =
  'rounded-full bg-white/6 px-3.5 py-2 text-xs font-bold text-text ring-1 ring-line-strong transition hover:bg-white/10 active:scale-95 disabled:opacity-40';

export function KenoGame({ session, rounds }: { session: InhouseSession; rounds: Rounds }) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<number[]>([]);
  const [drawn, setDrawn] = useState<number[]>([]);
  const [hits, setHits] = useState<number | null>(null);
  const [hint, setHint] = useState<string | null>(null);

  function changePicks(next: number[]) {
    setPicks(next);
    setDrawn([]);
    setHits(null);
    setHint(null);
  }

  function toggle(value: number) {
    const next = togglePick(picks, value);
    if (next) changePicks(next);
    else setHint(t('keno.maxPicks', { max: KENO.maxPicks }));
  }

  async function play() {
    if (!rounds.canPlay) return;
    if (picks.length === 0) {
      setHint(t('keno.pickFirst'));
      return;
    }
    setHint(null);
    setDrawn([]);
    setHits(null);
    const round = await rounds.play({ engine: 'keno', picks });
    if (round?.outcome.engine !== 'keno') return;
    const outcome = round.outcome;
    if (prefersReducedMotion()) {
      setDrawn(outcome.drawn);
    } else {
      for (let i = 0; i < outcome.drawn.length; i++) {
        setDrawn(outcome.drawn.slice(0, i + 1));
        await sleep(BALL_GAP_MS);
      }
    }
    setHits(outcome.hits.length);
    rounds.settle(round);
  }

  return (
    <>
      <main className="flex min-h-0 flex-1 flex-col justify-center gap-3.5 overflow-y-auto px-4 py-2">
        <DrawnTray drawn={drawn} picks={picks} />
        <KenoBoard picks={picks} drawn={drawn} disabled={rounds.inFlight} onToggle={toggle} />
        <div className="flex items-center gap-2">
          <p className="flex-1 text-sm font-semibold text-muted" data-testid="pick-count">
            {hits !== null && picks.length > 0 ? (
              <span className="text-gold-300">{t('keno.hitCount', { hits, picks: picks.length })}</span>
            ) : (
              t('keno.picked', { count: picks.length, max: KENO.maxPicks })
            )}
          </p>
          <button
            type="button"
            className={tool}
            disabled={rounds.inFlight}
            onClick={() => changePicks(quickPick(picks.length || QUICK_PICK_DEFAULT))}
          >
            {t('keno.quickPick')}
          </button>
          <button
            type="button"
            className={tool}
            disabled={rounds.inFlight || picks.length === 0}
            onClick={() => changePicks([])}
          >
            {t('keno.clear')}
          </button>
        </div>
        <PayRow picks={picks.length} hits={hits} />
      </main>
      <RoundFooter
        session={session}
        rounds={rounds}
        playLabel={t('play.play')}
        onPlay={() => void play()}
        hint={hint}
        blocked={picks.length === 0}
      />
    </>
  );
}
