import { useTranslation } from 'react-i18next';
import { KENO, kenoRtp } from '@lobby/contract/inhouse';
import { percentOf, timesOfTenths } from '../lib/money';
import { paysFor } from './picks';

const PICK_COUNTS = Array.from({ length: KENO.maxPicks }, (_, i) => i + 1);
const HIT_COUNTS = Array.from({ length: KENO.maxPicks + 1 }, (_, i) => i);

/** Keno's whole pay table (from the contract) with each pick count's exact RTP. */
export function KenoRules() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-sm leading-relaxed text-muted">
      <p>{t('rules.keno.intro')}</p>
      <div className="-mx-2 overflow-x-auto">
        <table className="w-full border-separate border-spacing-0.5 text-center text-[11px] tabular-nums">
          <caption className="px-2 pb-1.5 text-left text-xs font-semibold text-subtle">{t('rules.keno.table')}</caption>
          <thead>
            <tr className="text-subtle">
              <th scope="col" className="px-1 text-left font-semibold">
                {t('rules.keno.picks')}
              </th>
              {HIT_COUNTS.map((hits) => (
                <th key={hits} scope="col" className="font-semibold">
                  {hits}
                </th>
              ))}
              <th scope="col" className="px-1 font-semibold">
                {t('rules.keno.rtpOf')}
              </th>
            </tr>
          </thead>
          <tbody>
            {PICK_COUNTS.map((picks) => {
              const pays = paysFor(picks);
              return (
                <tr key={picks}>
                  <th scope="row" className="rounded-md bg-white/6 px-1 text-left font-bold text-text">
                    {picks}
                  </th>
                  {HIT_COUNTS.map((hits) => {
                    const tenths = hits <= picks ? (pays[hits] ?? 0) : null;
                    return (
                      <td
                        key={hits}
                        className={`rounded-md py-1 ${tenths ? 'bg-gold-400/12 font-bold text-gold-300' : 'text-subtle/60'}`}
                      >
                        {tenths === null ? '' : tenths === 0 ? '·' : timesOfTenths(tenths)}
                      </td>
                    );
                  })}
                  <td className="px-1 text-text">{percentOf(kenoRtp(picks))}%</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs">{t('rules.keno.hitsAxis')}</p>
      <p className="text-xs">{t('rules.fair')}</p>
    </div>
  );
}
