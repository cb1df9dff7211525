import type { RgRestriction } from '@lobby/contract/responsible-gaming';
import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useDateFormat } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useRequestResume } from '../api/responsible-gaming';

/** The time-out or self-exclusion in force: until when, what it pauses, and the request to resume. */
export function RestrictionBanner({ restriction }: { restriction: RgRestriction }) {
  const { t } = useTranslation();
  const { format } = useDateFormat();
  const resume = useRequestResume();
  const { kind, endsAt, resumeAt, canRequestResume } = restriction;
  const heading =
    kind === 'time_out'
      ? t('rg.status.timeOut', { date: format(endsAt ?? '', 'dateTime') })
      : endsAt
        ? t('rg.status.excludedUntil', { date: format(endsAt, 'date') })
        : t('rg.status.excluded');
  return (
    <section
      role="status"
      className="rounded-3xl border border-amber-400/30 bg-gradient-to-br from-amber-400/15 to-transparent p-4"
    >
      <h2 className="text-base font-bold text-amber-200">{heading}</h2>
      <p className="mt-1 text-sm text-muted">{t('rg.status.paused')}</p>
      {resumeAt ? (
        <p className="mt-2 text-sm font-semibold text-text">
          {t('rg.status.resumeAt', { date: format(resumeAt, 'dateTime') })}
        </p>
      ) : null}
      {canRequestResume ? (
        <>
          <p className="mt-2 text-xs text-subtle">{t('rg.status.resumeHint')}</p>
          <Button
            className="mt-3 w-full"
            disabled={resume.isPending}
            onClick={() =>
              resume.mutateAsync(undefined).then(
                () => showToast('rg.status.resumeAsked', { tone: 'success' }),
                (error: unknown) => showToast(errorMessageKey(error), { tone: 'error' }),
              )
            }
          >
            {t('rg.status.resume')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
