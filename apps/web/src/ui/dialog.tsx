import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../lib/use-translation';
import { POPUP_TRANSITION_MS } from '@lobby/contract/core';
import { lockScroll } from '../lib/scroll-lock';
import { CloseIcon } from './icons';

export type DialogVariant = 'sheet' | 'drawer' | 'full';

interface DialogProps {
  open: boolean;
  /** Escape, the backdrop and the close button all call this. */
  onClose: () => void;
  title: string;
  /** A line under the title; it also describes the dialog. */
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  variant?: DialogVariant;
  /** Show the title visually (it always names the dialog). */
  showTitle?: boolean;
  /** Accessible name of the close button (default "Close"). */
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const PANEL: Record<DialogVariant, string> = {
  sheet: 'inset-x-0 bottom-0 mx-auto max-h-[85dvh] w-full max-w-[480px] rounded-t-3xl animate-sheet-up',
  drawer: 'inset-y-0 left-0 h-full w-[84%] max-w-[340px] rounded-r-3xl animate-drawer-in',
  full: 'inset-0 mx-auto h-full w-full max-w-[480px] animate-fade-in',
};

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/**
 * Hide the app behind a modal from assistive technology while it is open; returns the undo.
 * Not `inert`: that restyles every element of the page (about 30 ms of main thread on home at a
 * phone's speed), while the backdrop already takes the pointer and the trap below keeps Tab inside.
 */
function hideApp(): () => void {
  const app = document.getElementById('root');
  if (!app) return () => undefined;
  const wasHidden = app.getAttribute('aria-hidden');
  app.setAttribute('aria-hidden', 'true');
  return () => {
    if (wasHidden === null) app.removeAttribute('aria-hidden');
    else app.setAttribute('aria-hidden', wasHidden);
  };
}

/** Open popups, innermost last: only the innermost one answers the keyboard. */
const openPanels: HTMLElement[] = [];

/**
 * Escape closes and Tab stays inside, wherever focus is: listening on the document rather than
 * the panel means a key pressed before focus has moved in still reaches the popup.
 * Returns the undo.
 */
function answerKeys(panel: HTMLElement, close: () => void): () => void {
  openPanels.push(panel);
  const onKeyDown = (event: KeyboardEvent) => {
    if (openPanels[openPanels.length - 1] !== panel || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      keepTabInside(panel, event);
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    openPanels.splice(openPanels.indexOf(panel), 1);
  };
}

function keepTabInside(panel: HTMLElement, event: KeyboardEvent) {
  const items = focusables(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !panel.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal popup: named by its title, focus moves inside and stays there, Escape closes,
 * and focus returns to where it was on close.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  description,
  children,
  footer,
  variant = 'sheet',
  showTitle = true,
  closeLabel,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const restoreApp = hideApp();
    const stopKeys = answerKeys(panel, () => onCloseRef.current());
    // Focus moves in on the next frame: focusing at once makes the browser style and lay out the
    // new popup inside this task, on top of rendering it, instead of in the frame that paints it.
    const frame = requestAnimationFrame(() => {
      // Someone already quicker (a tap or a key into the popup) keeps the focus they chose.
      if (panel.contains(document.activeElement)) return;
      const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(panel)[0] ?? panel;
      first.focus({ preventScroll: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      stopKeys();
      restoreApp();
      unlock();
      if (previous && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const duration = { animationDuration: `${POPUP_TRANSITION_MS}ms` };
  return (
    <div className="fixed inset-0 z-50">
      {/* A plain dim, no backdrop blur: a blur is redrawn every frame anything behind it moves (the
          banner, the notice bar), which on a phone without spare GPU costs the page its smoothness. */}
      <div
        className="absolute inset-0 animate-fade-in bg-ink-950/80"
        style={duration}
        onClick={() => onCloseRef.current()}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        style={duration}
        className={`absolute flex flex-col overflow-hidden border border-line bg-ink-900 shadow-2xl outline-none ${PANEL[variant]}`}
      >
        <div
          className={`flex shrink-0 gap-3 px-5 pt-4 ${description ? 'items-start' : 'items-center'} ${showTitle ? 'pb-3' : 'pb-0'}`}
        >
          <div className={showTitle ? 'min-w-0 flex-1' : 'sr-only'}>
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-0.5 text-sm text-muted">
                {description}
              </p>
            ) : null}
          </div>
          {showTitle ? null : <span className="flex-1" />}
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={closeLabel ?? t('popup.close')}
            className="grid size-9 place-items-center rounded-full bg-white/5 text-muted transition hover:bg-white/10 hover:text-text"
          >
            <CloseIcon size={18} />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5">{children}</div>
        {footer ? <div className="shrink-0 border-t border-line px-5 py-4">{footer}</div> : null}
      </div>
    </div>
  );
}
