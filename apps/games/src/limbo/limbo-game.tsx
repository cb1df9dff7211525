import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMBO, limboWinning } from '@lobby/contract/inhouse';
import type { InhouseSession, RoundOutcome } from '@lobby/contract/play';
import { RoundFooter } from '../chrome/round-footer';
import type { Rounds } from '../chrome/use-rounds';
import { hundredths, money } from '../lib/money';
import { prefersReducedMotion, sleep } from '../lib/motion';

type LimboOutcome = Extract<RoundOutcome, { engine: 'limbo' }>;

/** The count-up from 1.00x to the drawn multiplier. */
const COUNT_STEPS = 14;
const COUNT_STEP_MS = 30;
const HISTORY = 6;

const statBox = 'flex min-w-0 flex-1 flex-col gap-1 rounded-2xl bg-ink-850/80 px-3 py-2.5 ring-1 ring-line';
const statLabel = 'text-[11px] font-semibold tracking-wide text-subtle uppercase';
const stepButton =
  'grid h-11 min-w-11 place-items-center rounded-xl bg-white/8 px-2 text-sm font-black text-text ring-1 ring-line-strong transition active:scale-95 disabled:opacity-40';

const clampTarget = (target: number) => Math.min(LIMBO.maxTarget, Math.max(LIMBO.minTarget, Math.round(target)));

export function LimboGame({ session, rounds }: { session: InhouseSession; rounds: Rounds }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<number>(LIMBO.defaultTarget);
  const [draft, setDraft] = useState(hundredths(LIMBO.defaultTarget));
  const [counting, setCounting] = useState<number | null>(null);
  const [shown, setShown] = useState<LimboOutcome | null>(null);
  const [history, setHistory] = useState<{ id: number; outcome: LimboOutcome }[]>([]);

  function choose(next: number) {
    const clamped = clampTarget(next);
    setTarget(clamped);
    setDraft(hundredths(clamped));
  }

  async function play() {
    if (!rounds.canPlay) return;
    setShown(null);
    const round = await rounds.play({ engine: 'limbo', target });
    if (round?.outcome.engine !== 'limbo') return;
    const outcome = round.outcome;
    if (!prefersReducedMotion()) {
      // Ease up to the result on a log scale: 1.00x to 10,000x in the same few frames.
      for (let step = 1; step <= COUNT_STEPS; step++) {
        setCounting(Math.round(100 * (outcome.result / 100) ** (step / COUNT_STEPS)));
        await sleep(COUNT_STEP_MS);
      }
    }
    setCounting(null);
    setShown(outcome);
    setHistory((earlier) => [{ id: (earlier[0]?.id ?? 0) + 1, outcome }, ...earlier].slice(0, HISTORY));
    rounds.settle(round);
  }

  const big = shown?.result ?? counting;
  return (
    <>
      <main className="flex min-h-0 flex-1 flex-col justify-center gap-3.5 overflow-y-auto px-4 py-2">
        <ol aria-label={t('limbo.history')} className="flex h-7 justify-end gap-1.5">
          {history.map(({ id, outcome }, i) => (
            <li
              key={id}
              className={`rounded-full px-2.5 py-1 text-xs font-bold tabular-nums ${
                outcome.win ? 'bg-emerald-400/15 text-emerald-400' : 'bg-white/6 text-muted'
              } ${i === 0 ? 'animate-pop-in' : ''}`}
            >
              {hundredths(outcome.result)}×
            </li>
          ))}
        </ol>
        <div
          data-testid="limbo-result"
          className={`grid h-52 place-items-center rounded-3xl ring-2 transition-colors ${
            shown === null
              ? 'bg-ink-900/70 ring-line'
              : shown.win
                ? 'bg-emerald-400/12 ring-emerald-400/60'
                : 'bg-rose-400/10 ring-rose-400/50'
          }`}
        >
          <div className="text-center">
            <div
              className={`text-6xl font-black tracking-tight tabular-nums ${
                shown === null ? 'text-text' : shown.win ? 'text-emerald-400' : 'text-rose-400'
              }`}
            >
              {big === null ? '—' : `${hundredths(big)}×`}
            </div>
            <div className="mt-1 text-xs font-bold tracking-wide text-muted uppercase">
              {shown === null
                ? t('limbo.prompt')
                : shown.win
                  ? t('limbo.won', { times: hundredths(shown.target) })
                  : t('limbo.lost')}
            </div>
          </div>
        </div>
        <div className="rounded-2xl bg-ink-850/80 p-3 ring-1 ring-line">
          <label htmlFor="limbo-target" className={statLabel}>
            {t('limbo.target')}
          </label>
          <div className="mt-1.5 flex items-center gap-2">
            <div className="flex min-w-0 flex-1 items-center rounded-xl bg-ink-950/70 px-3 ring-1 ring-line-strong focus-within:ring-gold-400">
              <input
                id="limbo-target"
                inputMode="decimal"
                className="h-11 min-w-0 flex-1 bg-transparent text-lg font-black text-gold-300 tabular-nums outline-none"
                value={draft}
                disabled={rounds.inFlight}
                onChange={(event) => setDraft(event.target.value)}
                onBlur={() => {
                  const typed = Number(draft.replace(',', '.'));
                  if (Number.isFinite(typed) && typed > 0) choose(typed * 100);
                  else setDraft(hundredths(target));
                }}
              />
              <span aria-hidden="true" className="text-lg font-black text-subtle">
                ×
              </span>
            </div>
            <button type="button" className={stepButton} disabled={rounds.inFlight} onClick={() => choose(target / 2)}>
              ½
            </button>
            <button type="button" className={stepButton} disabled={rounds.inFlight} onClick={() => choose(target * 2)}>
              2×
            </button>
          </div>
        </div>
        <div className="flex gap-2">
          <div className={statBox}>
            <span className={statLabel}>{t('dice.chance')}</span>
            <output className="text-base font-black tabular-nums" data-testid="limbo-chance">
              {((limboWinning(target) / LIMBO.outcomes) * 100).toFixed(4)}%
            </output>
          </div>
          <div className={statBox}>
            <span className={statLabel}>{t('dice.payoutOnWin')}</span>
            <output className="text-base font-black text-gold-300 tabular-nums" data-testid="limbo-payout">
              {money((rounds.stake * target) / 100)}
            </output>
          </div>
        </div>
      </main>
      <RoundFooter session={session} rounds={rounds} playLabel={t('play.play')} onPlay={() => void play()} />
    </>
  );
}
