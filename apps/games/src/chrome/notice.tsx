import { useTranslation } from 'react-i18next';
import { CloseIcon, WarningIcon } from './icons';

interface Props {
  error: string | null;
  onDismiss: () => void;
  /** A standing hint (balance too low, pick a number) when no error is shown. */
  hint: string | null;
}

/** One line under the board: a failure (announced at once) or a hint. Fixed height: no layout jump. */
export function Notice({ error, onDismiss, hint }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-10 items-center justify-center px-4">
      {error ? (
        <div
          role="alert"
          className="flex w-full animate-fade-in items-center gap-2 rounded-xl bg-rose-400/12 px-3 py-2 text-sm font-medium text-rose-200 ring-1 ring-rose-400/35"
        >
          <WarningIcon className="size-4 shrink-0 text-rose-400" />
          <span className="flex-1">{error}</span>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('chrome.dismiss')}
            className="rounded-full p-1 text-rose-200/80 hover:text-white"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : (
        <p role="status" data-testid="notice" className="text-center text-sm font-medium text-gold-300">
          {hint}
        </p>
      )}
    </div>
  );
}
