import { useTranslation } from 'react-i18next';
import { timesOfTenths } from '../lib/money';
import { paysFor } from './picks';

/** What the current number of picks pays, by hits; the round's hits lit up. */
export function PayRow({ picks, hits }: { picks: number; hits: number | null }) {
  const { t } = useTranslation();
  const pays = paysFor(picks)
    .map((tenths, hitCount) => ({ tenths, hitCount }))
    .filter(({ tenths }) => tenths > 0);
  return (
    <div className="rounded-2xl bg-ink-900/80 px-2 py-1.5 ring-1 ring-line" data-testid="pay-row">
      {pays.length === 0 ? (
        <p className="py-1.5 text-center text-xs text-subtle">{t('keno.pickFirst')}</p>
      ) : (
        <table className="w-full table-fixed text-center text-[11px] tabular-nums">
          <tbody>
            <tr className="text-subtle">
              <th scope="row" className="w-12 text-left font-semibold">
                {t('keno.hits')}
              </th>
              {pays.map(({ hitCount }) => (
                <td key={hitCount} className={hitCount === hits ? 'font-bold text-gold-300' : ''}>
                  {hitCount}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="text-left font-semibold text-subtle">
                {t('keno.pays')}
              </th>
              {pays.map(({ hitCount, tenths }) => (
                <td key={hitCount} className="p-0.5">
                  <span
                    className={`block rounded-md py-0.5 font-bold ${
                      hitCount === hits ? 'bg-gold-400 text-ink-950' : 'text-gold-300'
                    }`}
                  >
                    ×{timesOfTenths(tenths)}
                  </span>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      )}
    </div>
  );
}
