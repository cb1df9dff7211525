import { useTranslation } from 'react-i18next';
import { PLINKO_PAYS, PLINKO_RISKS, PLINKO_ROWS, plinkoRtp } from '@lobby/contract/inhouse';
import { percentOf, timesOfTenths } from '../lib/money';

/** How plinko is played, and every pay table (edge bucket to middle; the other half mirrors it). */
export function PlinkoRules() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-sm leading-relaxed text-muted">
      <p>{t('rules.plinko.intro')}</p>
      {PLINKO_RISKS.map((risk) => (
        <section key={risk} className="space-y-1.5">
          <h3 className="text-xs font-bold tracking-wide text-text uppercase">{t(`plinko.risk.${risk}`)}</h3>
          {PLINKO_ROWS.map((rows) => (
            <p key={rows} className="text-xs tabular-nums">
              <span className="font-bold text-text">{t('rules.plinko.rowsN', { rows })}</span> ·{' '}
              {PLINKO_PAYS[risk][rows]
                .slice(0, rows / 2 + 1)
                .map((tenths) => `${timesOfTenths(tenths)}×`)
                .join(' · ')}{' '}
              · <span className="text-subtle">RTP {percentOf(plinkoRtp(rows, risk))}%</span>
            </p>
          ))}
        </section>
      ))}
      <p className="text-xs">{t('rules.fair')}</p>
    </div>
  );
}
