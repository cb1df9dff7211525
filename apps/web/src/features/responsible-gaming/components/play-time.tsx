import { useId } from 'react';
import { RG_REALITY_CHECK_MINUTES, type RgOverview } from '@lobby/contract/responsible-gaming';
import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useDateFormat } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import { CardSection } from '../../../ui/card-section';
import { useSetRealityCheck, useSetSessionLimit } from '../api/responsible-gaming';

const SESSION_CHOICES = [30, 60, 120, 240, 480] as const;

const chip = (on: boolean) =>
  `h-9 rounded-full px-3.5 text-xs font-semibold transition ${
    on ? 'bg-gold text-ink-950 shadow-gold' : 'bg-white/5 text-text hover:bg-white/10'
  }`;

/** The session time limit and the reality-check interval. */
export function PlayTime({ overview }: { overview: RgOverview }) {
  const { t } = useTranslation();
  const { format } = useDateFormat();
  const sessionId = useId();
  const setSession = useSetSessionLimit();
  const setReality = useSetRealityCheck();
  const fail = (error: unknown) => showToast(errorMessageKey(error), { tone: 'error' });
  const minutesLabel = (minutes: number) =>
    minutes < 60 ? t('rg.session.minutes', { count: minutes }) : t('rg.session.hours', { count: minutes / 60 });
  const { minutes, pending } = overview.sessionLimit;

  return (
    <>
      <CardSection title={t('rg.session.title')}>
        <p className="-mt-1 mb-3 text-xs text-subtle">{t('rg.session.hint')}</p>
        <label htmlFor={sessionId} className="mb-1.5 block text-xs font-semibold text-muted">
          {t('rg.session.choose')}
        </label>
        <select
          id={sessionId}
          value={minutes ?? ''}
          disabled={setSession.isPending}
          onChange={(event) => {
            const value = event.target.value === '' ? null : Number(event.target.value);
            setSession
              .mutateAsync({ minutes: value })
              .then(
                (next) => showToast(next.sessionLimit.pending ? 'rg.savedPending' : 'rg.saved', { tone: 'success' }),
                fail,
              );
          }}
          className="h-11 w-full rounded-xl border border-line-strong bg-ink-900 px-3 text-sm text-text focus:border-gold-400/70 focus:outline-none"
        >
          <option value="">{t('rg.noLimit')}</option>
          {[...new Set([...SESSION_CHOICES, ...(minutes ? [minutes] : [])])]
            .sort((a, b) => a - b)
            .map((choice) => (
              <option key={choice} value={choice}>
                {minutesLabel(choice)}
              </option>
            ))}
        </select>
        {pending ? (
          <p className="mt-2 text-[11px] font-medium text-amber-300">
            {t('rg.pending', {
              value: pending.minutes === null ? t('rg.noLimit') : minutesLabel(pending.minutes),
              date: format(pending.effectiveAt, 'dateTime'),
            })}
          </p>
        ) : null}
      </CardSection>
      <CardSection title={t('rg.reality.title')}>
        <p className="-mt-1 mb-3 text-xs text-subtle">{t('rg.reality.hint')}</p>
        <div role="radiogroup" aria-label={t('rg.reality.title')} className="flex flex-wrap gap-2">
          {[...RG_REALITY_CHECK_MINUTES, null].map((choice) => {
            const on = overview.realityCheckMinutes === choice;
            return (
              <button
                key={choice ?? 'off'}
                type="button"
                role="radio"
                aria-checked={on}
                disabled={setReality.isPending}
                className={chip(on)}
                onClick={() =>
                  setReality
                    .mutateAsync({ minutes: choice })
                    .then(() => showToast('rg.reality.saved', { tone: 'success' }), fail)
                }
              >
                {choice === null ? t('rg.reality.off') : t('rg.reality.every', { count: choice })}
              </button>
            );
          })}
        </div>
      </CardSection>
    </>
  );
}

export { chip };
