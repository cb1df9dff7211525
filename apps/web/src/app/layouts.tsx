import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { markAppPainted } from '../lib/app-painted';
import { POPUP_PARAM } from '../lib/use-popup-param';
import { MobileHeader, SEARCH_POPUP } from './mobile-header';
import { PageFade } from './page-fade';
import { trackSwipeBack } from './swipe-back';
import { useShellStore } from './ui-store';

const Drawer = lazy(() => import('./drawer').then((module) => ({ default: module.Drawer })));
const SearchPopup = lazy(() => import('./search-popup').then((module) => ({ default: module.SearchPopup })));

/** The mobile frame: scroll to top on entry, swipe-back tracking, and the shell's popups. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => trackSwipeBack(window), []);
  useEffect(() => markAppPainted(), []);
  return (
    <div className="relative mx-auto min-h-dvh w-full max-w-[480px] bg-ink-950/40 shadow-[0_0_80px_-20px_rgb(124_58_237/0.35)]">
      <Outlet />
      <ShellPopups />
    </div>
  );
}

/** The drawer (closes on any route change) and the header's search popup, loaded when opened. */
function ShellPopups() {
  const location = useLocation();
  const [params] = useSearchParams();
  const drawerOpen = useShellStore((state) => state.drawerOpen);
  const closeDrawer = useShellStore((state) => state.closeDrawer);
  useEffect(() => {
    closeDrawer();
  }, [location.pathname, location.search, closeDrawer]);
  return (
    <Suspense fallback={null}>
      {drawerOpen ? <Drawer /> : null}
      {params.get(POPUP_PARAM) === SEARCH_POPUP ? <SearchPopup /> : null}
    </Suspense>
  );
}

/** Lobby pages: the mobile header above the page. */
export function LobbyLayout() {
  return (
    <>
      <MobileHeader />
      <main className="px-3 pt-3 pb-12">
        <PageFade>
          <Outlet />
        </PageFade>
      </main>
    </>
  );
}

/** Inner pages bring their own page header (title and back arrow). */
export function InnerLayout() {
  return (
    <PageFade>
      <Outlet />
    </PageFade>
  );
}

/** What shows while the first route module loads: the header frame and a blank page. */
export function AppFallback() {
  return <div className="mx-auto h-14 w-full max-w-[480px] border-b border-line bg-ink-950/80" />;
}
