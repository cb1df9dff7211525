import type { MouseEvent } from 'react';
import { useIsMember } from '../lib/session';
import { useTranslation } from '../lib/use-translation';

/** Where the skip links go: the page's main landmark (every page's <main> has this id), and the lobby's account bar. */
export const MAIN_ID = 'main';
export const FOOTER_MENU_ID = 'footer-menu';
/** Marks the account bar's control the second skip link focuses (a visitor's Log in). */
export const SKIP_TARGET = 'data-skip-target';

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
 * content, or (lobby pages) to the account bar at the bottom of the screen: a visitor's Log in.
 */
export function SkipLinks({ account = false }: { account?: boolean }) {
  const { t } = useTranslation();
  const isMember = useIsMember();
  return (
    <>
      <a href={`#${MAIN_ID}`} className={link} onClick={skipTo(() => document.getElementById(MAIN_ID))}>
        {t('skip.content')}
      </a>
      {account ? (
        <a
          href={`#${FOOTER_MENU_ID}`}
          className={link}
          onClick={skipTo(() => {
            const bar = document.getElementById(FOOTER_MENU_ID);
            return (
              bar?.querySelector<HTMLElement>(`[${SKIP_TARGET}]`) ??
              bar?.querySelector<HTMLElement>('button, a') ??
              null
            );
          })}
        >
          {isMember ? t('skip.member') : t('skip.account')}
        </a>
      ) : null}
    </>
  );
}
