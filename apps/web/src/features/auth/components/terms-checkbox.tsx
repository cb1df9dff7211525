import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROUTES } from '../../../lib/routes';
import { AppLink } from '../../../ui/app-link';

/** The terms checkbox (starts ticked); unticked, it says registration needs it (spec accounts §4). */
export function TermsCheckbox({ registration, accepted }: { registration: UseFormRegisterReturn; accepted: boolean }) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div>
      <label className="flex min-h-10 cursor-pointer items-start gap-2.5 text-sm text-muted">
        <input
          type="checkbox"
          aria-describedby={accepted ? undefined : errorId}
          className="mt-0.5 size-[18px] shrink-0 cursor-pointer accent-gold-500"
          {...registration}
        />
        <span>
          {t('register.terms')}{' '}
          <AppLink to={ROUTES.terms} className="font-semibold text-gold-300 underline">
            {t('register.termsLink')}
          </AppLink>
        </span>
      </label>
      {accepted ? null : (
        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-rose-400">
          {t('register.termsError')}
        </p>
      )}
    </div>
  );
}
