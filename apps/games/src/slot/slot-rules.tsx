import { useTranslation } from 'react-i18next';
import { SLOT, SLOT_SYMBOLS, slotRtp } from '@lobby/contract/inhouse';
import { money, percentOf } from '../lib/money';
import { LINE_COLOURS } from './paylines';
import { SymbolArt } from './symbol-art';

/** A line's shape on a tiny 5×3 grid. */
function LineShape({ line }: { line: number }) {
  const rows = SLOT.lines[line] ?? [];
  return (
    <svg viewBox="0 0 50 30" className="h-7 w-12" aria-hidden="true">
      {Array.from({ length: SLOT.reels * SLOT.rows }, (_, i) => {
        const reel = Math.floor(i / SLOT.rows);
        const row = i % SLOT.rows;
        const on = rows[reel] === row;
        return (
          <rect
            key={i}
            x={reel * 10 + 1}
            y={row * 10 + 1}
            width="8"
            height="8"
            rx="2"
            fill={on ? LINE_COLOURS[line] : '#ffffff'}
            fillOpacity={on ? 1 : 0.1}
          />
        );
      })}
    </svg>
  );
}

/** The slot's pay table (from the contract), its lines and its exact RTP. */
export function SlotRules({ stake }: { stake: number }) {
  const { t } = useTranslation();
  const lineBet = stake / SLOT.lines.length;
  return (
    <div className="space-y-5 text-sm leading-relaxed text-muted">
      <p>{t('rules.slot.intro')}</p>
      <table className="w-full border-separate border-spacing-y-1 text-left">
        <caption className="pb-1 text-left text-xs font-semibold text-subtle">
          {t('rules.slot.paysAt', { stake: money(stake) })}
        </caption>
        <thead>
          <tr className="text-[11px] tracking-wide text-subtle uppercase">
            <th scope="col" className="font-semibold">
              {t('rules.slot.symbol')}
            </th>
            {[5, 4, 3].map((count) => (
              <th key={count} scope="col" className="text-right font-semibold">
                {count}×
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOT_SYMBOLS.map((symbol) => (
            <tr key={symbol} className="bg-white/4">
              <th scope="row" className="rounded-l-xl py-1.5 pl-2 font-semibold text-text">
                <span className="flex items-center gap-2">
                  <SymbolArt symbol={symbol} className="size-8" />
                  {t(`symbol.${symbol}`)}
                </span>
              </th>
              {[2, 1, 0].map((index) => {
                const pay = SLOT.pays[symbol][index] ?? 0;
                return (
                  <td key={index} className="py-1.5 text-right tabular-nums last:rounded-r-xl last:pr-3">
                    <span className="block font-bold text-gold-300">{money(Math.round(lineBet * pay))}</span>
                    <span className="block text-[10px] text-subtle">
                      {pay} {t('rules.slot.lineBets')}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section>
        <h3 className="mb-2 text-xs font-bold tracking-wide text-text uppercase">{t('rules.slot.lines')}</h3>
        <ol className="grid grid-cols-5 gap-2">
          {SLOT.lines.map((_, line) => (
            <li key={line} className="flex flex-col items-center gap-0.5 rounded-lg bg-white/4 py-1.5">
              <LineShape line={line} />
              <span className="text-[10px] font-semibold text-subtle">{t('rules.slot.lineN', { line: line + 1 })}</span>
            </li>
          ))}
        </ol>
      </section>
      <p className="font-semibold text-text">{t('rules.rtp', { value: percentOf(slotRtp()) })}</p>
      <p className="text-xs">{t('rules.fair')}</p>
    </div>
  );
}
