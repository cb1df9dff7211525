import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DICE, diceMultiplierE4, dicePayoutMinor, diceWinning, type DiceDirection } from '@lobby/contract/inhouse';
import type { InhouseSession, RoundOutcome } from '@lobby/contract/play';
import { RoundFooter } from '../chrome/round-footer';
import type { Rounds } from '../chrome/use-rounds';
import { hundredths, money, timesOfE4 } from '../lib/money';
import { prefersReducedMotion, sleep } from '../lib/motion';
import { RollBar } from './roll-bar';

type DiceOutcome = Extract<RoundOutcome, { engine: 'dice' }>;

/** The marker's slide to the roll (roll-bar's transition) before the result is told. */
const ROLL_MS = 550;
const HISTORY = 6;

const statBox = 'flex min-w-0 flex-1 flex-col gap-1 rounded-2xl bg-ink-850/80 px-3 py-2.5 ring-1 ring-line';
const statLabel = 'text-[11px] font-semibold tracking-wide text-subtle uppercase';

export function DiceGame({ session, rounds }: { session: InhouseSession; rounds: Rounds }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<number>(DICE.defaultTarget);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [rolled, setRolled] = useState<DiceOutcome | null>(null);
  const [shown, setShown] = useState<DiceOutcome | null>(null);
  const [history, setHistory] = useState<DiceOutcome[]>([]);
  const winning = diceWinning(target, direction);

  function flip() {
    // Keep the chance as it was: under 30.00 becomes over 70.00.
    setDirection(direction === 'under' ? 'over' : 'under');
    setTarget(DICE.outcomes - target);
  }

  async function roll() {
    if (!rounds.canPlay) return;
    setShown(null);
    const round = await rounds.play({ engine: 'dice', target, direction });
    if (round?.outcome.engine !== 'dice') return;
    setRolled(round.outcome);
    if (!prefersReducedMotion()) await sleep(ROLL_MS);
    setShown(round.outcome);
    setHistory((earlier) => [round.outcome as DiceOutcome, ...earlier].slice(0, HISTORY));
    rounds.settle(round);
  }

  return (
    <>
      <main className="flex min-h-0 flex-1 flex-col justify-center gap-3.5 overflow-y-auto px-4 py-2">
        <ol aria-label={t('dice.history')} className="flex h-7 justify-end gap-1.5">
          {history.map((past, i) => (
            <li
              key={history.length - i}
              className={`rounded-full px-2.5 py-1 text-xs font-bold tabular-nums ${
                past.win ? 'bg-emerald-400/15 text-emerald-400' : 'bg-white/6 text-muted'
              } ${i === 0 ? 'animate-pop-in' : ''}`}
            >
              {hundredths(past.roll)}
            </li>
          ))}
        </ol>
        <div
          data-testid="dice-result"
          className={`grid h-32 place-items-center rounded-3xl ring-2 transition-colors ${
            shown === null
              ? 'bg-ink-900/70 ring-line'
              : shown.win
                ? 'bg-emerald-400/12 ring-emerald-400/60'
                : 'bg-rose-400/10 ring-rose-400/50'
          }`}
        >
          {shown === null ? (
            <span className="text-sm font-semibold text-subtle">
              {rounds.inFlight ? t('dice.rolling') : t('dice.prompt')}
            </span>
          ) : (
            <div key={shown.roll + (history.length << 16)} className="animate-pop-in text-center">
              <div
                className={`text-6xl font-black tracking-tight tabular-nums ${shown.win ? 'text-emerald-400' : 'text-rose-400'}`}
              >
                {hundredths(shown.roll)}
              </div>
              <div className="text-xs font-bold tracking-wide text-muted uppercase">
                {shown.win ? t('dice.won', { times: timesOfE4(shown.multiplierE4) }) : t('dice.lost')}
              </div>
            </div>
          )}
        </div>
        <RollBar
          target={target}
          direction={direction}
          onTarget={setTarget}
          disabled={rounds.inFlight}
          roll={rolled && { value: rolled.roll, win: rolled.win }}
        />
        <div className="flex gap-2">
          <div className={statBox}>
            <span className={statLabel}>{t('dice.multiplier')}</span>
            <output className="truncate text-base font-black tabular-nums" data-testid="dice-multiplier">
              {timesOfE4(diceMultiplierE4(winning))}×
            </output>
          </div>
          <button
            type="button"
            className={`${statBox} text-left transition active:scale-95 disabled:opacity-50`}
            onClick={flip}
            disabled={rounds.inFlight}
            aria-label={t('dice.flip', { target: hundredths(target) })}
          >
            <span className={statLabel}>{t(direction === 'under' ? 'dice.rollUnder' : 'dice.rollOver')}</span>
            <span className="flex items-center gap-1 text-base font-black text-gold-300 tabular-nums">
              {hundredths(target)} <span aria-hidden="true">⇄</span>
            </span>
          </button>
          <div className={statBox}>
            <span className={statLabel}>{t('dice.chance')}</span>
            <output className="text-base font-black tabular-nums" data-testid="dice-chance">
              {hundredths(winning)}%
            </output>
          </div>
        </div>
        <p className="flex justify-between rounded-2xl bg-ink-900/60 px-4 py-2.5 text-sm ring-1 ring-line">
          <span className="font-semibold text-subtle">{t('dice.payoutOnWin')}</span>
          <output className="font-black text-gold-300 tabular-nums" data-testid="dice-payout">
            {money(dicePayoutMinor(rounds.stake, winning))}
          </output>
        </p>
      </main>
      <RoundFooter session={session} rounds={rounds} playLabel={t('dice.roll')} onPlay={() => void roll()} />
    </>
  );
}
