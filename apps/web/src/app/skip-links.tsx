import type { MouseEvent } from 'react';
import { useTranslation } from '../lib/use-translation';

/** Where the skip links go: the page's main landmark, and the lobby's account bar (log in, register). */
export const FOOTER_MENU_ID = 'footer-menu';

const link =
  'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-xl focus:bg-gold focus:px-4 focus:py-2.5 focus:text-sm focus:font-bold focus:text-ink-950 focus:shadow-gold';

/** Move focus to the target without touching the address (the router owns it). */
function skipTo(target: () => HTMLElement | null) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const element = target();
    if (!element) return;
    event.preventDefault();
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  };
}

/**
 * The first stops of the keyboard: skip the header and the page's sections, straight to the
 * content, or (lobby pages) to log in and the account bar at the bottom of the screen.
 */
export function SkipLinks({ account = false }: { account?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className={link} onClick={skipTo(() => document.querySelector('main'))}>
        {t('skip.content')}
      </a>
      {account ? (
        <a
          href={`#${FOOTER_MENU_ID}`}
          className={link}
          onClick={skipTo(() => document.getElementById(FOOTER_MENU_ID)?.querySelector<HTMLElement>('button, a') ?? null)}
        >
          {t('skip.account')}
        </a>
      ) : null}
    </>
  );
}
