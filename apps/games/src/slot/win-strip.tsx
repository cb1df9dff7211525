import { useTranslation } from 'react-i18next';
import { StarIcon } from '../chrome/icons';
import { SymbolArt } from './symbol-art';
import { money } from '../lib/money';
import { LINE_COLOURS } from './paylines';
import type { LineWin } from './slot-game';

interface Props {
  result: { wins: LineWin[]; payout: number } | null;
  stake: number;
}

/** Under the reels: the win and each paying line, or the quiet line count. */
export function WinStrip({ result, stake }: Props) {
  const { t } = useTranslation();
  if (!result) {
    return (
      <div className="flex h-24 items-center justify-center px-6 text-center">
        <p className="text-sm font-medium text-muted">{t('slot.tagline')}</p>
      </div>
    );
  }
  if (result.payout === 0) {
    return (
      <div className="flex h-24 items-center justify-center">
        <p className="animate-fade-in text-sm font-medium text-muted">{t('result.none')}</p>
      </div>
    );
  }
  const big = result.payout >= stake * 10;
  return (
    <div className="flex h-24 flex-col items-center justify-center gap-1.5">
      <p
        className={`animate-pop-in font-black tabular-nums text-transparent bg-clip-text bg-gradient-to-b from-gold-200 via-gold-400 to-gold-600 drop-shadow-[0_2px_10px_rgb(251_191_36/0.45)] ${big ? 'text-4xl' : 'text-3xl'}`}
        data-testid="win-amount"
      >
        {t('result.won', { amount: money(result.payout) })}
      </p>
      <ul
        className="flex max-w-full gap-1.5 overflow-x-auto px-3 pb-0.5 [scrollbar-width:none]"
        style={{ maskImage: 'linear-gradient(to right, transparent, #000 12px, #000 calc(100% - 12px), transparent)' }}
      >
        {result.wins.map((win) => (
          <li
            key={win.line}
            className="flex shrink-0 animate-fade-in items-center gap-1 rounded-full bg-white/6 py-0.5 pr-2.5 pl-1 text-[11px] font-semibold text-text ring-1 ring-line"
          >
            <span
              className="size-2 rounded-full"
              style={{ background: LINE_COLOURS[win.line % LINE_COLOURS.length] }}
            />
            <SymbolArt symbol={win.symbol} className="size-4" />
            <span>
              {t('slot.lineWin', { line: win.line + 1, count: win.count, symbol: t(`symbol.${win.symbol}`) })}
            </span>
            <span className="text-gold-300 tabular-nums">{money(win.payoutMinor)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cabinet's top: a gold-edged ribbon over the reels. */
export function Marquee({ text }: { text: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-2" aria-hidden="true">
      <span className="h-px flex-1 bg-gradient-to-r from-transparent to-gold-400/70" />
      <StarIcon className="size-3 text-gold-400" />
      <span className="rounded-full bg-gradient-to-b from-violet-500 to-violet-700 px-3 py-0.5 text-[11px] font-black tracking-[0.25em] text-gold-200 uppercase ring-1 ring-gold-400/60">
        {text}
      </span>
      <StarIcon className="size-3 text-gold-400" />
      <span className="h-px flex-1 bg-gradient-to-l from-transparent to-gold-400/70" />
    </div>
  );
}
