import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { HOME_HOT_GAMES } from '@lobby/contract/core';
import { HOME_CATEGORY, buildCategoryMenu } from '@lobby/contract/games';
import type { HomeData } from '@lobby/contract/home';
import { BannerCarousel } from '../features/banners/components/banner-carousel';
import { HotGamesBlock } from '../features/games/components/hot-games-block';
import { homeOptions, useHome } from '../features/home/api/home';
import { CategoryMenu } from '../features/home/components/category-menu';
import { HomeSkeleton } from '../features/home/components/home-skeleton';
import { ShortcutGrid } from '../features/home/components/shortcut-grid';
import { useRenewSessionOnMount } from '../features/home/api/renew-session';
import { siteOptions, useSite } from '../shared/site/api/site';
import { winnersOptions } from '../features/winners/api/winners';
import { currentLanguage, loadAccountMessages } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useIsMember } from '../lib/session';
import { Deferred } from '../ui/deferred';
import { GameGridSkeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/status-views';
import { categoryPreset } from './page-config';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { useSettledAfterPaint } from '../first-paint/app-painted';

export const CATEGORY_PARAM = 'category';

/** A category's game list is not on the first screen of home: loaded when a category is chosen. */
const GameListScreen = lazy(() =>
  import('../features/games/components/game-list-screen').then((module) => ({ default: module.GameListScreen })),
);

/** The footer (social bar, help list, licence): at the very bottom, loaded when it comes near the screen. */
const SiteFooter = lazy(() =>
  Promise.all([import('./site-footer'), loadAccountMessages()]).then(([module]) => ({
    default: module.SiteFooter,
  })),
);

/** The promo area: the first promotions as tiles (a lazy chunk, so home's first load stays in budget). */
const HomePromotions = lazy(() =>
  import('../features/promotions/components/home-promotions').then((module) => ({ default: module.HomePromotions })),
);

/** Winners, the providers' rows and logos: below the first screen, so a chunk that follows it. */
const HomeBelowFold = lazy(() => import('./home-below-fold').then((module) => ({ default: module.HomeBelowFold })));

/** The member's favourites row (members only, so visitors never load it). */
const FavouritesRow = lazy(() =>
  import('../features/games/components/favourites-row').then((module) => ({ default: module.FavouritesRow })),
);

/**
 * Home's first view is one call (usually already on its way from the boot script) plus the site
 * flags for the shortcuts: wait for them, so the page renders once, complete, instead of skeletons first. A failure is left to the page,
 * which says so and offers a retry.
 */
/** The member's bar (members only, so it loads with the account messages when needed). */
const UserBar = lazy(() =>
  Promise.all([import('../features/member/components/user-bar'), loadAccountMessages()]).then(([module]) => ({
    default: module.UserBar,
  })),
);

/** The agent's contract pop-ups (members; the chunk decides who is asked, after the announcements). */
const ContractPopups = lazy(() =>
  Promise.all([import('../features/agent-contracts/components/contract-popups'), loadAccountMessages()]).then(
    ([module]) => ({ default: module.ContractPopups }),
  ),
);

/** The notice bar and the announcement pop-ups: chunks of their own, with the account messages. */
const NoticeBar = lazy(() =>
  Promise.all([import('../features/announcements/components/notice-bar'), loadAccountMessages()]).then(([module]) => ({
    default: module.NoticeBar,
  })),
);
const AnnouncementPopups = lazy(() =>
  Promise.all([import('../features/announcements/components/announcement-popups'), loadAccountMessages()]).then(
    ([module]) => ({ default: module.AnnouncementPopups }),
  ),
);
/** Holds the notice bar's place while its chunk loads, so nothing below it moves. */
const NOTICE_BAR_PLACEHOLDER = <div className="h-10 rounded-xl bg-ink-850 ring-1 ring-white/5" />;

export async function loader() {
  const language = currentLanguage();
  void queryClient.prefetchQuery(winnersOptions(language));
  await Promise.all([queryClient.prefetchQuery(homeOptions(language)), queryClient.prefetchQuery(siteOptions())]);
  return null;
}

export function Component() {
  const home = useHome();
  useRenewSessionOnMount();
  if (home.isPending) return <HomeSkeleton />;
  if (home.isError) return <ErrorState error={home.error} onRetry={() => void home.refetch()} />;
  return <HomeContent data={home.data} />;
}

function HomeContent({ data }: { data: HomeData }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const site = useSite();
  const isMember = useIsMember();
  // The pop-ups wait until the page is on screen and settled: they never compete with its start.
  const settled = useSettledAfterPaint();
  useDocumentTitle(undefined);
  const menu = buildCategoryMenu(data.sorting);
  const wanted = params.get(CATEGORY_PARAM) ?? HOME_CATEGORY;
  const category = menu.find((item) => item.gameCategory === wanted) ?? menu[0]!;
  return (
    <div className="space-y-5">
      <h1 className="sr-only">{site.data?.name ?? t('app.name')}</h1>
      <BannerCarousel banners={data.banners} />
      <Suspense fallback={NOTICE_BAR_PLACEHOLDER}>
        <NoticeBar />
      </Suspense>
      {isMember ? (
        <Suspense fallback={<div className="h-[108px]" />}>
          <UserBar />
        </Suspense>
      ) : null}
      <ShortcutGrid flags={site.isError ? {} : site.data?.flags} />
      <Suspense fallback={<div className="h-[164px]" />}>
        <HomePromotions />
      </Suspense>
      {/* The menu and the hot games end the first screen: a render of their own, a frame after the
          rest, keeps the app's first layout (every new element styled and laid out at once) short. */}
      <Deferred placeholder={<div className="h-[57px]" />}>
        <CategoryMenu items={menu} selected={category.gameCategory} />
        {category.gameCategory === HOME_CATEGORY ? (
          <>
            <HotGamesBlock games={data.hotGames.slice(0, HOME_HOT_GAMES)} />
            {isMember ? (
              <Suspense fallback={null}>
                <FavouritesRow />
              </Suspense>
            ) : null}
            <Deferred placeholder={<GameGridSkeleton />}>
              <Suspense fallback={<GameGridSkeleton />}>
                <HomeBelowFold data={data} />
              </Suspense>
            </Deferred>
          </>
        ) : (
          <Suspense fallback={<GameGridSkeleton />}>
            <GameListScreen
              key={category.gameCategory}
              preset={categoryPreset(category)}
              title={t(`category.${category.gameCategory}`)}
              headingLevel={2}
            />
          </Suspense>
        )}
        {/* Inside the block above: with only its placeholder there, the footer would be near the screen. */}
        <Deferred placeholder={<div className="h-96" />}>
          <Suspense fallback={<div className="h-96" />}>
            <SiteFooter />
          </Suspense>
        </Deferred>
      </Deferred>
      {settled ? (
        <Suspense fallback={null}>
          <AnnouncementPopups />
        </Suspense>
      ) : null}
      {isMember ? (
        <Suspense fallback={null}>
          <ContractPopups />
        </Suspense>
      ) : null}
    </div>
  );
}
