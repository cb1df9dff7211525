import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { RG_SELF_EXCLUSIONS, RG_TIME_OUTS } from '@lobby/contract/responsible-gaming';
import { errorMessageKey } from '../../../lib/error-messages';
import type { MessageKey } from '../../../lib/locales/en';
import { removeSessionQueries } from '../../../lib/query-keys';
import { ROUTES } from '../../../lib/routes';
import { clearSession, sessionToken } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorNote } from '../../../ui/error-note';
import { useSelfExclude, useTimeOut } from '../api/responsible-gaming';
import { BreakSection } from './break-section';

/** Take a time-out: one confirmation, then the page shows it. */
export function TimeOutSection() {
  const { t } = useTranslation();
  const timeOut = useTimeOut();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  return (
    <BreakSection
      title={t('rg.timeout.title')}
      hint={t('rg.timeout.hint')}
      durations={RG_TIME_OUTS}
      label={(duration) => t(`rg.timeout.${duration}`)}
      start={t('rg.timeout.start')}
      confirm={(duration, close) => (
        <Dialog
          open
          onClose={close}
          variant="sheet"
          showTitle
          title={t('rg.timeout.confirmTitle', { length: t(`rg.timeout.${duration}`) })}
          description={t('rg.timeout.confirmText')}
        >
          <ErrorNote message={failure} />
          <div className="flex gap-2 pt-3">
            <Button variant="ghost" className="flex-1" onClick={close}>
              {t('rg.prompt.skip')}
            </Button>
            <Button
              className="flex-1"
              disabled={timeOut.isPending}
              onClick={() =>
                timeOut.mutateAsync({ duration }).then(
                  () => {
                    showToast('rg.timeout.started', { tone: 'success' });
                    close();
                  },
                  (error: unknown) => setFailure(errorMessageKey(error)),
                )
              }
            >
              {t('rg.timeout.confirm')}
            </Button>
          </div>
        </Dialog>
      )}
    />
  );
}

/** Self-exclusion: a confirmation that must be ticked; then the member is signed out here too. */
export function SelfExclusionSection() {
  const { t } = useTranslation();
  const exclude = useSelfExclude();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [understood, setUnderstood] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const done = () => {
    const token = sessionToken();
    clearSession();
    if (token) removeSessionQueries(client, token);
    showToast('rg.exclusion.done', { tone: 'success' });
    navigate(ROUTES.home);
  };
  return (
    <BreakSection
      title={t('rg.exclusion.title')}
      hint={t('rg.exclusion.hint')}
      durations={RG_SELF_EXCLUSIONS}
      label={(duration) => t(`rg.exclusion.${duration}`)}
      start={t('rg.exclusion.start')}
      tone="danger"
      confirm={(duration, close) => (
        <Dialog
          open
          onClose={close}
          variant="sheet"
          showTitle
          title={t('rg.exclusion.confirmTitle', { length: t(`rg.exclusion.${duration}`).toLowerCase() })}
          description={t('rg.exclusion.confirmText')}
        >
          <label className="flex items-start gap-3 rounded-2xl border border-rose-400/30 bg-rose-500/10 p-3 text-sm">
            <input
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
              className="mt-0.5 size-4 accent-rose-400"
            />
            <span>{t('rg.exclusion.understand')}</span>
          </label>
          <ErrorNote message={failure} />
          <div className="flex gap-2 pt-3">
            <Button variant="ghost" className="flex-1" onClick={close}>
              {t('rg.prompt.skip')}
            </Button>
            <Button
              className="flex-1 !bg-rose-500 !text-white !shadow-none"
              disabled={!understood || exclude.isPending}
              onClick={() =>
                exclude
                  .mutateAsync({ duration, confirm: true })
                  .then(done, (error: unknown) => setFailure(errorMessageKey(error)))
              }
            >
              {t('rg.exclusion.confirm')}
            </Button>
          </div>
        </Dialog>
      )}
    />
  );
}
