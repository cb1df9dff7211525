import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** A modal sheet: labelled, focus kept inside and given back to the opener, Escape closes. */
export function Dialog({ open, onClose, title, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const focusables = () => (node ? [...node.querySelectorAll<HTMLElement>(FOCUSABLE)] : []);
    focusables()[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        const items = focusables();
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Focus that leaves the dialog (a click behind it, a screen reader jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (node && event.target instanceof Node && !node.contains(event.target)) focusables()[0]?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      root?.removeAttribute('inert');
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink-950/75 animate-fade-in sm:items-center"
      onClick={onClose}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        className="flex max-h-[88dvh] w-full max-w-md animate-sheet-up flex-col rounded-t-3xl bg-ink-900 text-text shadow-glow ring-1 ring-line-strong sm:rounded-3xl"
      >
        <div className="flex items-center gap-3 border-b border-line px-5 py-3.5">
          <h2 id={titleId} className="flex-1 text-lg font-extrabold text-gold-300">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('rules.close')}
            className="grid size-10 place-items-center rounded-full bg-white/6 text-muted ring-1 ring-line hover:text-white"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
