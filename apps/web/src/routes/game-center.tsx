import { Suspense, lazy } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { BannerStrip } from '../features/banners/components/banner-strip';
import { GameListScreen } from '../features/games/components/game-list-screen';
import { readFilters } from '../features/games/filters';
import { vendorGameTypesOptions } from '../features/games/api/vendor-game-types';
import { vendorSortingOptions } from '../features/games/api/vendor-sorting';
import { queryClient } from '../lib/query-client';
import { GameCenterHub } from './game-center-hub';
import { bannerGroupFor, gameCenterEntry, isGameCenterHub, pagePreset, titleEntry } from './page-config';
import { prefetchLobbyPage } from './prefetch-lobby-page';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { currentLanguage, loadAccountMessages } from '../lib/i18n';
import { isInstalledApp } from '../lib/display-mode';

/** The game pages' wrapper offers the download popup (lobby spec §2): a small "get the app" card, loaded after the list. */
const DownloadPrompt = lazy(() =>
  Promise.all([import('../features/download/components/download-prompt'), loadAccountMessages()]).then(([module]) => ({
    default: module.DownloadPrompt,
  })),
);

export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (isGameCenterHub(url.pathname, url.searchParams)) {
    void queryClient.prefetchQuery(vendorSortingOptions(currentLanguage()));
    void queryClient.prefetchQuery(vendorGameTypesOptions(currentLanguage()));
    return null;
  }
  return prefetchLobbyPage(pagePreset(gameCenterEntry(url.pathname, url.searchParams)).gameType);
}

/** Live, slots, fish, poker, in-house, JILI, RTG, jackpots, bingo and the game center: one page. */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return isGameCenterHub(pathname, params) ? <GameCenterHub /> : <GameCenterList pathname={pathname} params={params} />;
}

/** One entry's game list under its banner (the gameType of /m/gameCenter, or the path's). */
function GameCenterList({ pathname, params }: { pathname: string; params: URLSearchParams }) {
  const { t } = useTranslation();
  const entry = gameCenterEntry(pathname, params);
  const preset = pagePreset(entry);
  const title = t(`entry.${titleEntry(entry, readFilters(params).gameClassify)}`);
  useDocumentTitle(title);
  return (
    <div className="space-y-4">
      <BannerStrip group={bannerGroupFor(preset.gameType)} />
      {isInstalledApp() ? null : (
        // Over the page above the footer menu, not in its flow: it appears after the list and would push it down.
        <div className="fixed inset-x-0 bottom-[4.5rem] z-20 mx-auto w-full max-w-[480px] px-3">
          <div className="rounded-2xl bg-ink-900 shadow-card empty:hidden">
            <Suspense fallback={null}>
              <DownloadPrompt />
            </Suspense>
          </div>
        </div>
      )}
      <GameListScreen key={entry} preset={preset} title={title} />
    </div>
  );
}
