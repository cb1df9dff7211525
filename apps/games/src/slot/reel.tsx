import type { SlotSymbol } from '@lobby/contract/inhouse';
import { SymbolArt } from './symbol-art';

/** What a spinning reel blurs past (a look only: the server draws the stops), twice for a seamless loop. */
const SPIN_STRIP: SlotSymbol[] = [
  'SEVEN',
  'LEMON',
  'BELL',
  'CLOVER',
  'DIAMOND',
  'PLUM',
  'CHERRY',
  'BELL',
  'LEMON',
  'PLUM',
];
const LOOP = [...SPIN_STRIP, ...SPIN_STRIP];

interface Props {
  index: number;
  symbols: readonly SlotSymbol[];
  spinning: boolean;
  /** Rows of this reel on a winning line (highlighted); null before any result. */
  winningRows: ReadonlySet<number> | null;
  /** Bumped on every stop so the landing bounce replays. */
  stopKey: number;
  label: string;
}

function Cell({ symbol, state }: { symbol: SlotSymbol; state: 'idle' | 'win' | 'dim' }) {
  return (
    <div
      className={`relative grid min-h-0 place-items-center rounded-xl transition-[opacity,filter] duration-300 ${
        state === 'win'
          ? 'bg-gold-400/15 ring-2 ring-gold-400 shadow-[0_0_18px_-2px_rgb(251_191_36/0.7)]'
          : state === 'dim'
            ? 'opacity-35 saturate-50'
            : ''
      }`}
      data-symbol={symbol}
      data-win={state === 'win' || undefined}
    >
      <SymbolArt
        symbol={symbol}
        className={`h-[74%] w-[94%] drop-shadow-[0_3px_4px_rgb(0_0_0/0.5)] ${state === 'win' ? 'animate-win-pulse' : ''}`}
      />
    </div>
  );
}

/** One reel: a blur of symbols while spinning, then its three rows with a landing bounce. */
export function Reel({ index, symbols, spinning, winningRows, stopKey, label }: Props) {
  return (
    <div
      role="img"
      aria-label={label}
      className="relative min-h-0 overflow-hidden rounded-2xl bg-gradient-to-b from-ink-700/80 via-ink-850 to-ink-700/80 ring-1 ring-white/10"
    >
      <div
        key={stopKey}
        className={`grid h-full grid-rows-3 gap-1 p-1 ${spinning ? 'invisible' : 'animate-reel-stop'}`}
      >
        {symbols.map((symbol, row) => (
          <Cell
            key={row}
            symbol={symbol}
            state={winningRows === null ? 'idle' : winningRows.has(row) ? 'win' : 'dim'}
          />
        ))}
      </div>
      {spinning && (
        <>
          {/* Rows are a third of the window each; the strip loops by its first half (10 rows). */}
          <div className="absolute inset-0 p-1">
            <div
              className="h-full animate-reel-spin blur-[1.5px]"
              style={{ animationDuration: `${0.34 + index * 0.03}s` }}
            >
              {LOOP.map((symbol, i) => (
                <div key={i} className="grid h-1/3 place-items-center">
                  <SymbolArt symbol={symbol} className="h-[74%] w-[94%] opacity-85" />
                </div>
              ))}
            </div>
          </div>
          <div className="pointer-events-none absolute inset-0 bg-gradient-to-b from-ink-950/80 via-transparent to-ink-950/80" />
        </>
      )}
    </div>
  );
}
