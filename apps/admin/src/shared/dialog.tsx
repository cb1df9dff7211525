import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom (the page's own submit, its cancel). */
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: showModal() makes the page behind it inert, so focus stays inside,
 * and Escape closes it. Focus goes back to what had it when the dialog opened.
 */
export function Dialog({ open, title, onClose, children, footer, wide }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-full rounded-xl border border-line-strong bg-ink-900 p-0 text-text shadow-2xl backdrop:bg-black/60 ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
    >
      <header className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 id="dialog-title" className="text-base font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('dialog.close')}
          className="grid size-8 place-items-center rounded-md text-muted hover:bg-ink-800 hover:text-text"
        >
          <span aria-hidden>✕</span>
        </button>
      </header>
      <div className="max-h-[70vh] overflow-auto px-5 py-4">{children}</div>
      {footer && <footer className="flex justify-end gap-2 border-t border-line px-5 py-3">{footer}</footer>}
    </dialog>
  );
}
