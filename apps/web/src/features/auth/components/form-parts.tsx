import type { ReactNode } from 'react';
import { buttonClass } from '../../../ui/button';
import { AlertIcon } from '../../../ui/icons';

/** The form's main button: full width, gold, with a spinner while the call is under way. */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={buttonClass('gold', 'lg', 'w-full')}
    >
      {busy ? <span className="size-4 animate-spin rounded-full border-2 border-ink-950 border-t-transparent" /> : null}
      {children}
    </button>
  );
}

/** A quiet text button for links between popups (register, forgot password, log in). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-10 rounded-lg px-1 font-semibold text-gold-300 transition hover:text-gold-200"
    >
      {children}
    </button>
  );
}

/** A failure of the whole form (a wrong password, a lock, a lost connection), read out as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-rose-400/40 bg-rose-500/10 px-3 py-2.5 text-sm text-rose-200"
    >
      <AlertIcon size={16} className="mt-0.5 shrink-0 text-rose-400" />
      {message}
    </p>
  );
}
