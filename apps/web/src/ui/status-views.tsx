import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { errorMessageKey } from '../lib/error-messages';
import { Button } from './button';
import { AlertIcon, GamepadIcon } from './icons';

/** A failed call: says so and offers a retry; never a blank area. */
export function ErrorState({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-3 rounded-card border border-rose-500/25 bg-rose-500/5 text-center ${compact ? 'p-4' : 'px-6 py-10'}`}
    >
      <span className="grid size-11 place-items-center rounded-full bg-rose-500/15 text-rose-500">
        <AlertIcon />
      </span>
      <div>
        <p className="font-semibold">{t('error.title')}</p>
        <p className="mt-1 text-sm text-muted">{t(errorMessageKey(error))}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ title, hint, icon }: { title: string; hint?: string; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-violet-500/10 text-violet-300 shadow-glow">
        {icon ?? <GamepadIcon size={30} />}
      </span>
      <p className="font-semibold">{title}</p>
      {hint ? <p className="max-w-64 text-sm text-muted">{hint}</p> : null}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-muted">
      <span className="size-4 animate-spin rounded-full border-2 border-violet-400 border-t-transparent" />
      <span>{label}</span>
    </div>
  );
}
