import { Suspense, lazy, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { accountPopupFor } from '../shared/popups/account-popups';
import { syncAgentFlag } from '../features/auth/agent-flag';
import { markAppPainted } from '../first-paint/app-painted';
import { loadAccountMessages } from '../lib/i18n';
import { POPUP_PARAM } from '../lib/use-popup-param';
import { Toaster } from '../ui/toast';
import { FooterMenu } from './footer-menu';
import { MobileHeader, SEARCH_POPUP } from './mobile-header';
import { PageFade } from './page-fade';
import { SiteStatusBoundary } from './site-status-boundary';
import { SkipLinks } from './skip-links';
import { trackSwipeBack } from './swipe-back';
import { MemberSettingsSync } from '../shared/member-settings/settings-sync';
import { useShellStore } from './ui-store';

/** Account screens need their messages: each of these chunks loads them alongside its code. */
function withAccountMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAccountMessages()]).then(([module]) => module);
}

const Drawer = lazy(withAccountMessages(() => import('./drawer').then((module) => ({ default: module.Drawer }))));
const SearchPopup = lazy(() => import('./search-popup').then((module) => ({ default: module.SearchPopup })));
const AccountPopups = lazy(withAccountMessages(() => import('./account-popups')));

/** The mobile frame: scroll to top on entry, swipe-back tracking, and the shell's popups. */
export function RootLayout() {
  const { pathname } = useLocation();
  // Before the page's own effects, which may scroll it further (a chosen home category).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    syncAgentFlag(pathname);
  }, [pathname]);
  useEffect(() => trackSwipeBack(window), []);
  useEffect(() => markAppPainted(), []);
  return (
    <div className="relative mx-auto min-h-dvh w-full max-w-[480px] bg-ink-950/40 shadow-[0_0_80px_-20px_rgb(124_58_237/0.35)]">
      <SiteStatusBoundary>
        <Outlet />
        <ShellPopups />
        <MemberSettingsSync />
      </SiteStatusBoundary>
      <Toaster />
    </div>
  );
}

/** The drawer (closes on any route change), the header's search popup and the account popups, loaded when opened. */
function ShellPopups() {
  const location = useLocation();
  const [params] = useSearchParams();
  const drawerOpen = useShellStore((state) => state.drawerOpen);
  const closeDrawer = useShellStore((state) => state.closeDrawer);
  // Any navigation closes the drawer, even one to the same address (sign-out lands on home).
  useEffect(() => {
    closeDrawer();
  }, [location.key, closeDrawer]);
  const account = accountPopupFor(location.pathname, params);
  return (
    <Suspense fallback={null}>
      {drawerOpen ? <Drawer /> : null}
      {params.get(POPUP_PARAM) === SEARCH_POPUP ? <SearchPopup /> : null}
      {account ? <AccountPopups open={account} /> : null}
    </Suspense>
  );
}

/** Lobby pages: the mobile header above the page, the footer menu below. */
export function LobbyLayout() {
  return (
    <>
      <SkipLinks account />
      <MobileHeader />
      <main id="main" className="px-3 pt-3 pb-24">
        <PageFade>
          <Outlet />
        </PageFade>
      </main>
      <FooterMenu />
    </>
  );
}

/** Inner pages bring their own page header (title and back arrow). */
export function InnerLayout() {
  return (
    <>
      <SkipLinks />
      <PageFade>
        <Outlet />
      </PageFade>
    </>
  );
}

/** What shows while the first route module loads: the header frame and a blank page. */
export function AppFallback() {
  return <div className="mx-auto h-14 w-full max-w-[480px] border-b border-line bg-ink-950/80" />;
}
