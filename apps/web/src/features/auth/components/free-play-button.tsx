import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessageKey } from '../../../lib/error-messages';
import { ROUTES } from '../../../lib/routes';
import { saveSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useTrial } from '../api/trial';

/** Free play (spec accounts §2): a trial session, then home replaces the current route. */
export function FreePlayButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const trial = useTrial();
  const start = () =>
    trial.mutate(undefined, {
      onSuccess: (session) => {
        saveSession(session, false);
        showToast('login.trialStarted', { tone: 'success' });
        navigate(ROUTES.home, { replace: true });
      },
      onError: (error) => showToast(errorMessageKey(error), { tone: 'error' }),
    });
  return (
    <button
      type="button"
      onClick={start}
      disabled={trial.isPending}
      className="h-11 w-full rounded-full border border-dashed border-line-strong text-sm font-semibold text-muted transition hover:text-text disabled:opacity-50"
    >
      {t('login.freePlay')}
    </button>
  );
}
