import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT, type SlotSymbol } from '@lobby/contract/inhouse';
import type { InhouseSession, Round } from '@lobby/contract/play';
import { RoundFooter } from '../chrome/round-footer';
import type { Rounds } from '../chrome/use-rounds';
import { prefersReducedMotion, sleep } from '../lib/motion';
import { Paylines } from './paylines';
import { Reel } from './reel';
import { SymbolDefs } from './symbol-art';
import { Marquee, WinStrip } from './win-strip';

type SlotOutcome = Extract<Round['outcome'], { engine: 'slot' }>;
/** A paying line; the contract types symbols as strings, the server only sends SLOT's symbols. */
export type LineWin = SlotOutcome['lineWins'][number];

/** The reels before the first spin. */
const OPENING: SlotSymbol[][] = [
  ['CHERRY', 'SEVEN', 'PLUM'],
  ['BELL', 'DIAMOND', 'LEMON'],
  ['CLOVER', 'SEVEN', 'CHERRY'],
  ['LEMON', 'BELL', 'PLUM'],
  ['DIAMOND', 'CLOVER', 'BELL'],
];

/** How long the reels spin at least, and the gap between two reels stopping. */
const MIN_SPIN_MS = 700;
const STOP_GAP_MS = 170;

const allReels = (value: boolean) => Array.from({ length: SLOT.reels }, () => value);

/** Rows of each reel that lie on a winning line (the counted symbols only). */
function winningCells(wins: readonly LineWin[]): Set<number>[] {
  const cells = Array.from({ length: SLOT.reels }, () => new Set<number>());
  for (const win of wins) {
    SLOT.lines[win.line]?.slice(0, win.count).forEach((row, reel) => cells[reel]?.add(row));
  }
  return cells;
}

export function SlotGame({ session, rounds }: { session: InhouseSession; rounds: Rounds }) {
  const { t } = useTranslation();
  const [grid, setGrid] = useState<SlotSymbol[][]>(OPENING);
  const [spinning, setSpinning] = useState<boolean[]>(() => allReels(false));
  const [stops, setStops] = useState(0);
  const [result, setResult] = useState<{ wins: LineWin[]; payout: number } | null>(null);
  const cells = useMemo(() => (result?.wins.length ? winningCells(result.wins) : null), [result]);

  async function spin() {
    if (!rounds.canPlay) return;
    const reduced = prefersReducedMotion();
    const started = Date.now();
    setResult(null);
    if (!reduced) setSpinning(allReels(true));
    const round = await rounds.play({ engine: 'slot' });
    if (round?.outcome.engine !== 'slot') {
      setSpinning(allReels(false));
      return;
    }
    const outcome = { grid: round.outcome.grid, wins: round.outcome.lineWins };
    if (reduced) {
      setGrid(outcome.grid);
    } else {
      await sleep(Math.max(0, MIN_SPIN_MS - (Date.now() - started)));
      for (let reel = 0; reel < SLOT.reels; reel++) {
        setGrid((current) => current.map((symbols, i) => (i === reel ? (outcome.grid[reel] ?? symbols) : symbols)));
        setSpinning((current) => current.map((value, i) => (i === reel ? false : value)));
        await sleep(STOP_GAP_MS);
      }
    }
    setStops((n) => n + 1);
    setResult({ wins: outcome.wins, payout: round.payoutMinor });
    rounds.settle(round);
  }

  return (
    <>
      <SymbolDefs />
      <main className="flex min-h-0 flex-1 flex-col justify-evenly gap-1 px-3 pt-3">
        <div className="relative flex max-h-[400px] min-h-[250px] flex-1 rounded-[1.75rem] bg-gradient-to-b from-gold-200 via-gold-500 to-gold-700 p-[3px] shadow-[0_22px_60px_-20px_rgb(124_58_237/0.95)]">
          <div className="relative flex flex-1 flex-col rounded-[1.6rem] bg-gradient-to-b from-ink-700 via-ink-900 to-ink-950 px-2 pb-2">
            <Marquee text={t('slot.lines', { count: SLOT.lines.length })} />
            <div
              role="group"
              aria-label={t('slot.reels')}
              aria-busy={rounds.inFlight}
              className="relative grid min-h-0 flex-1 grid-cols-5 gap-1.5"
            >
              {grid.map((symbols, reel) => (
                <Reel
                  key={reel}
                  index={reel}
                  symbols={symbols}
                  spinning={spinning[reel] ?? false}
                  winningRows={cells ? (cells[reel] ?? null) : null}
                  stopKey={stops}
                  label={
                    spinning[reel]
                      ? t('slot.spinning')
                      : t('slot.reel', {
                          reel: reel + 1,
                          symbols: symbols.map((symbol) => t(`symbol.${symbol}`)).join(', '),
                        })
                  }
                />
              ))}
              {result && result.wins.length > 0 && <Paylines wins={result.wins} />}
            </div>
          </div>
        </div>
        <WinStrip result={result} stake={rounds.stake} />
      </main>
      <RoundFooter session={session} rounds={rounds} playLabel={t('play.spin')} onPlay={() => void spin()} />
    </>
  );
}
