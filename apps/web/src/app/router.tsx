import { useEffect } from 'react';
import {
  Navigate,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  useLocation,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { POPUP_ROUTES } from '../shared/popups/account-popups';
import { loadAccountMessages } from '../lib/i18n';
import type { CoreMessageKey } from '../lib/locales/en';
import { ROUTES } from '../lib/routes';
import { yieldToMain } from '../lib/scheduling';
import { MemberOnly } from '../lib/member-only';
import { showToast } from '../lib/toast';
import { GAME_CENTER_PAGES, SPORTS_LIKE_PAGES } from '../routes/page-config';
import { withFeatureGate } from './route-features';
import { AppFallback, InnerLayout, LobbyLayout, RootLayout } from './layouts';
import { ROUTE_ALIASES } from '../lib/route-aliases';
import { RouteError } from './route-error';
import { Component as HomeComponent, loader as homeLoader } from '../routes/home';

/** An unknown path: home, as the spec redirects, with a toast saying the page was not found. */
function NotFoundRedirect() {
  useEffect(() => {
    showToast('nav.notFound');
  }, []);
  return <Navigate to={ROUTES.home} replace />;
}

/** Redirect to a canonical path, keeping the query string. */
function AliasRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const gameCenter = () => import('../routes/game-center');
const sportsLike = () => import('../routes/sports-like');
const comingSoon = () => import('../routes/coming-soon');

const MEMBER = true;

/** Targets later issues build: a placeholder page with a title and a back arrow. */
const PLACEHOLDERS: ReadonlyArray<[path: string, titleKey: CoreMessageKey, memberOnly?: boolean]> = [
  ['activity/signIn', 'title.signIn'],
  ['activity/rescue', 'title.rescue'],
  ['member/manualRebate', 'title.rebate', MEMBER],
  ['member/*', 'title.member', MEMBER],
  ['agent/home', 'title.agentHome', MEMBER],
  ['promoCode', 'title.promoCode'],
  ['leaderBoard', 'title.mission'],
  ['mall/mallHome', 'title.mall'],
];

/**
 * Home is the landing page and the header needs its site data on every page anyway: it is part
 * of the first load, not a lazy chunk (which also lets the build tell the first load's shared
 * code from the lazy screens', see vite.config.ts).
 */
const home: Pick<RouteObject, 'Component' | 'loader'> = { Component: HomeComponent, loader: homeLoader };
/** Betting record, account record, profit and loss: one chunk, with the account messages. */
const records = () => Promise.all([import('../routes/records'), loadAccountMessages()]).then(([module]) => module);
const RECORDS_PATHS = ['gameRecord', 'transaction/record', 'profitandloss'];
/** Help centre and app download: with the account messages, where theirs live. */
const help = () => Promise.all([import('../routes/help'), loadAccountMessages()]).then(([module]) => module);
const download = () => Promise.all([import('../routes/download'), loadAccountMessages()]).then(([module]) => module);
/** The member inbox, with the account messages (its own live there). */
const message = () => Promise.all([import('../routes/message'), loadAccountMessages()]).then(([module]) => module);
/** VIP page (public) and the agent contract pages (members): with the account messages, where theirs live. */
const vipBenefits = () =>
  Promise.all([import('../routes/vip-benefits'), loadAccountMessages()]).then(([module]) => module);
const agentContract = () =>
  Promise.all([import('../routes/agent-contract'), loadAccountMessages()]).then(([module]) => module);
const CONTRACT_PATHS = [ROUTES.salaryContract, ROUTES.dividendContract, ROUTES.hourContract];
/** Notice page and detail: with the account messages, where the notices' live. */
const notice = () => Promise.all([import('../routes/notice'), loadAccountMessages()]).then(([module]) => module);
const noticeDetail = () =>
  Promise.all([import('../routes/notice-detail'), loadAccountMessages()]).then(([module]) => module);
/** The notice pages' data call starts with their code instead of after it and its messages. */
const noticeData = ({ request }: LoaderFunctionArgs) =>
  import('../routes/notice-data').then((module) => module.prefetchNotices(new URL(request.url)));
/** Promotions, their detail, the reward application and the reward centre: with the account messages, where theirs live. */
const withAccountMessages = (load: () => Promise<object>) => () =>
  Promise.all([load(), loadAccountMessages()]).then(([module]) => module);
const PROMOTION_ROUTES: RouteObject[] = [
  { path: 'activity', lazy: withAccountMessages(() => import('../routes/activity')) },
  { path: 'activityDetail', lazy: withAccountMessages(() => import('../routes/activity-detail')) },
  { path: 'applyReward', lazy: withAccountMessages(() => import('../routes/apply-reward')) },
];

const lobbyRoutes: RouteObject[] = [
  { path: 'home', ...home },
  // The account popups' own routes show their popup over home.
  ...Object.keys(POPUP_ROUTES).map((path) => ({ path: path.replace('/m/', ''), ...home })),
  ...Object.keys(GAME_CENTER_PAGES).map((path) => ({ path, lazy: gameCenter })),
  { path: 'gameCenter', lazy: gameCenter },
  ...Object.keys(SPORTS_LIKE_PAGES).map((path) => ({ path, lazy: sportsLike })),
  { path: 'hot-games', lazy: () => import('../routes/hot-games') },
  { path: 'provider', lazy: () => import('../routes/provider') },
];

function placeholder([path, titleKey]: (typeof PLACEHOLDERS)[number]): RouteObject {
  return { path, lazy: comingSoon, handle: { titleKey } };
}

/** The pages only a member reaches, all behind the MemberOnly layout. */
const memberRoutes: RouteObject[] = [
  { path: 'fav-games', lazy: () => import('../routes/member-games') },
  { path: 'recent-games', lazy: () => import('../routes/member-games') },
  ...RECORDS_PATHS.map((path) => ({ path, lazy: records })),
  { path: 'rewardCenter', lazy: withAccountMessages(() => import('../routes/reward-center')) },
  { path: 'message', lazy: message },
  { path: 'chat', lazy: withAccountMessages(() => import('../routes/chat')) },
  // The cashier: deposit and withdraw, each with its history.
  { path: 'voucherCenter', lazy: withAccountMessages(() => import('../routes/deposit')) },
  { path: 'withdraw', lazy: withAccountMessages(() => import('../routes/withdraw')) },
  { path: 'responsibleGaming', lazy: withAccountMessages(() => import('../routes/responsible-gaming')) },
  // Feedback (module FEEDBACK3) and the member's settings.
  { path: 'feedback', lazy: withAccountMessages(() => import('../routes/feedback')) },
  { path: 'set', lazy: withAccountMessages(() => import('../routes/settings')) },
  ...CONTRACT_PATHS.map((path) => ({ path: path.replace('/m/', ''), lazy: agentContract })),
  // The member centre (avatar's target); the placeholder member/* takes the other member pages.
  { path: 'member/home', lazy: withAccountMessages(() => import('../routes/member-home')) },
  { path: 'securityCenter', lazy: withAccountMessages(() => import('../routes/security-center')) },
  ...PLACEHOLDERS.filter(([, , member]) => member).map(placeholder),
];

const innerRoutes: RouteObject[] = [
  { path: 'search-games', lazy: () => import('../routes/search-games') },
  ...PROMOTION_ROUTES,
  { path: 'help', lazy: help },
  { path: 'helpDetail', lazy: help },
  { path: 'download', lazy: download },
  { path: 'notice', lazy: notice, loader: noticeData },
  { path: 'noticeDetail', lazy: noticeDetail, loader: noticeData },
  { path: 'member/benefits', lazy: vipBenefits },
  // The provably fair verifier: public, so anyone can check a revealed round.
  { path: 'fairness', lazy: withAccountMessages(() => import('../routes/fairness')) },
  ...PLACEHOLDERS.filter(([, , member]) => !member).map(placeholder),
  // Member pages: one guard, the MemberOnly layout (lib/member-only.tsx), for all of them.
  { Component: MemberOnly, children: memberRoutes.map(withFeatureGate) },
];

export const routes: RouteObject[] = [
  {
    path: '/m',
    Component: RootLayout,
    HydrateFallback: AppFallback,
    errorElement: <RouteError />,
    children: [
      { Component: LobbyLayout, children: lobbyRoutes.map(withFeatureGate) },
      { Component: InnerLayout, children: innerRoutes.map(withFeatureGate) },
      // The game shell takes the whole screen: no lobby header or footer.
      {
        Component: MemberOnly,
        children: [
          {
            path: 'play/:nodeId',
            lazy: () => Promise.all([import('../routes/play'), loadAccountMessages()]).then(([module]) => module),
          },
        ],
      },
      { index: true, element: <AliasRedirect to={ROUTES.home} /> },
      { path: '*', element: <NotFoundRedirect /> },
    ],
  },
  ...Object.entries(ROUTE_ALIASES)
    .filter(([from]) => from !== '/m' && from !== '/m/')
    .map(([path, to]) => ({ path, element: <AliasRedirect to={to} /> })),
  { path: '*', element: <NotFoundRedirect /> },
];

/**
 * A route's code starts loading in a task of its own: importing it also adds the preload links of
 * its chunks, which would otherwise lengthen the task that matched the route.
 */
function loadAfterYield(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  return {
    ...route,
    ...(typeof lazy === 'function' ? { lazy: () => yieldToMain().then(lazy) } : {}),
    ...(children ? { children: children.map(loadAfterYield) } : {}),
  } as RouteObject;
}

/**
 * The app's router, not started yet: `createBrowserRouter` in two steps, so that building the route
 * table and the first navigation (`router.initialize()`: matching, route code, loaders) can run as
 * separate tasks at start-up.
 */
export function createAppRouter() {
  return createRouter({
    history: createBrowserHistory(),
    routes: routes.map(loadAfterYield),
    mapRouteProperties,
    hydrationRouteProperties,
  });
}
