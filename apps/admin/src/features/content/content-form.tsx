import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../../lib/api';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { INPUT_CLASS } from '../../shared/field';

/** An ISO instant as a datetime-local value (the operator's own clock), and back. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** A datetime-local control whose value is an ISO instant (what the contract's schemas take). */
export function InstantInput({
  value,
  onChange,
  ...control
}: {
  value: string | null | undefined;
  onChange: (iso: string | null) => void;
  id: string;
}) {
  return (
    <input
      type="datetime-local"
      className={INPUT_CLASS}
      value={toLocalInput(value)}
      onChange={(event) => onChange(fromLocalInput(event.target.value))}
      {...control}
    />
  );
}

/** The words for a failed save: content.unsafe spelled out, else the server's message. */
export function useSaveFailure() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof ApiFailure && error.code === 'content.unsafe') return t('content.unsafe');
    if (error instanceof ApiFailure) return error.message;
    return t('errors.fallback');
  };
}

/** A Delete button that asks first, in a modal naming the item (or saying `message` instead). */
export function DeleteButton({
  title,
  message,
  onConfirm,
}: {
  title: string;
  message?: string;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onConfirm().finally(() => setBusy(false));
    setOpen(false);
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`${t('content.delete')} ${title}`}>
        {t('content.delete')}
      </Button>
      <Dialog
        open={open}
        title={t('content.deleteTitle')}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{t('dialog.cancel')}</Button>
            <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
              {t('content.delete')}
            </Button>
          </>
        }
      >
        <p>{message ?? t('content.confirmDelete', { title })}</p>
      </Dialog>
    </>
  );
}

/** A form's failure line, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200">
      {children}
    </p>
  );
}

/** A small coloured status pill. */
export function StatusBadge({ published, label }: { published: boolean; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${published ? 'bg-emerald-500/15 text-emerald-300' : 'bg-ink-700 text-muted'}`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${published ? 'bg-emerald-400' : 'bg-muted'}`} />
      {label}
    </span>
  );
}

/** Which status an item's window is in, for its badge (the server's `published` says whether it is shown). */
export function statusOf(item: { published: boolean; startDate: string | null }): 'published' | 'scheduled' | 'ended' {
  if (item.published) return 'published';
  return item.startDate !== null && Date.parse(item.startDate) > Date.now() ? 'scheduled' : 'ended';
}
