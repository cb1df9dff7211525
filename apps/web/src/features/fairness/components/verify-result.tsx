import type { RoundOutcome } from '@lobby/contract/play';
import { useTranslation } from '../../../lib/use-translation';
import type { Verification } from '../verify';

const chip =
  'inline-grid min-w-9 place-items-center rounded-lg bg-ink-900 px-2 py-1.5 font-mono text-sm font-bold ring-1 ring-line';

/** The part of the outcome the seeds decide, per game. */
function Outcome({ outcome }: { outcome: RoundOutcome }) {
  const { t } = useTranslation();
  switch (outcome.engine) {
    case 'slot':
      return (
        <div role="group" aria-label={t('fairness.result.grid')} className="grid grid-cols-5 gap-1.5">
          {outcome.grid.map((reel, index) => (
            <ol key={index} aria-label={t('fairness.result.reel', { reel: index + 1 })} className="space-y-1.5">
              {reel.map((symbol, row) => (
                <li key={row} className={`${chip} w-full text-[11px]`}>
                  {symbol}
                </li>
              ))}
            </ol>
          ))}
        </div>
      );
    case 'keno':
      return (
        <ol aria-label={t('fairness.result.drawn')} className="flex flex-wrap gap-1.5">
          {outcome.drawn.map((number) => (
            <li key={number} className={chip}>
              {number}
            </li>
          ))}
        </ol>
      );
    case 'dice':
      return <BigValue label={t('fairness.result.roll')} value={(outcome.roll / 100).toFixed(2)} />;
    case 'limbo':
      return <BigValue label={t('fairness.result.multiplier')} value={`${(outcome.result / 100).toFixed(2)}×`} />;
    case 'plinko':
      return (
        <div className="space-y-2">
          <p className="font-mono text-sm font-bold tracking-widest break-all text-text">
            {outcome.path.map((step) => (step === 1 ? 'R' : 'L')).join(' ')}
          </p>
          <BigValue label={t('fairness.result.bucket', { last: outcome.rows })} value={String(outcome.bucket)} />
        </div>
      );
  }
}

function BigValue({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex items-baseline justify-between gap-3">
      <span className="text-xs font-semibold text-muted">{label}</span>
      <span data-testid="fairness-value" className="text-3xl font-black text-gold-300 tabular-nums">
        {value}
      </span>
    </p>
  );
}

/** The recomputed outcome and whether the seed is the one committed to. */
export function VerifyResult({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  const { hashMatches } = verification;
  return (
    <div className="space-y-4" data-testid="fairness-result">
      <Outcome outcome={verification.outcome} />
      <div className="space-y-1.5 rounded-2xl bg-ink-900/70 p-3 ring-1 ring-line">
        <p className="text-xs font-semibold text-muted">{t('fairness.result.hash')}</p>
        <p className="font-mono text-[12px] break-all text-text">{verification.hash}</p>
        {hashMatches === null ? null : (
          <p
            data-testid="fairness-hash-check"
            className={`text-sm font-bold ${hashMatches ? 'text-emerald-300' : 'text-rose-300'}`}
          >
            {hashMatches ? t('fairness.result.hashMatches') : t('fairness.result.hashDiffers')}
          </p>
        )}
      </div>
    </div>
  );
}
