import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { SETTINGS_PATHS } from '../features/settings/settings-paths';
import { useSession } from '../shared/session-context';
import { RequireSection, RequireSession } from './guards';
import { HomePage, NotFoundPage } from './home-page';
import { canOpen, SECTIONS } from './sections';
import { Shell } from './shell';

/** A page loaded on first visit: each section is a chunk of its own (sign-in carries forms, the dashboard charts). */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const SignInPage = lazyPage(
  () => import('../features/auth/sign-in-page'),
  (m) => m.SignInPage,
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page'),
  (m) => m.DashboardPage,
);
const MembersPage = lazyPage(
  () => import('../features/members/members-page'),
  (m) => m.MembersPage,
);
const MemberPage = lazyPage(
  () => import('../features/members/member-page'),
  (m) => m.MemberPage,
);
const RewardsPage = lazyPage(
  () => import('../features/rewards/rewards-page'),
  (m) => m.RewardsPage,
);
const GamesPage = lazyPage(
  () => import('../features/games/games-page'),
  (m) => m.GamesPage,
);
const ProvidersPage = lazyPage(
  () => import('../features/games/providers-page'),
  (m) => m.ProvidersPage,
);
const OperatorsPage = lazyPage(
  () => import('../features/operators/operators-page'),
  (m) => m.OperatorsPage,
);
const TwoFactorPage = lazyPage(
  () => import('../features/two-factor/two-factor-page'),
  (m) => m.TwoFactorPage,
);
const ChatPage = lazyPage(
  () => import('../features/chat/chat-page'),
  (m) => m.ChatPage,
);
const FeedbackPage = lazyPage(
  () => import('../features/feedback/feedback-page'),
  (m) => m.FeedbackPage,
);
const GameProvidersPage = lazyPage(
  () => import('../features/providers/game-providers-page'),
  (m) => m.GameProvidersPage,
);
const AuditPage = lazyPage(
  () => import('../features/audit/audit-page'),
  (m) => m.AuditPage,
);
// Content and settings are one chunk each: their pages share the editor, the preview and the forms.
const content = () => import('../features/content/routes');
const ContentLayout = lazyPage(content, (m) => m.ContentLayout);
const ContentPage = lazyPage(content, (m) => m.ContentPage);
const settings = () => import('../features/settings/settings-pages');
const cashier = () => import('../features/cashier/routes');
const CashierLayout = lazyPage(cashier, (m) => m.CashierLayout);
const DepositsPage = lazyPage(cashier, (m) => m.DepositsPage);
const WithdrawalsPage = lazyPage(cashier, (m) => m.WithdrawalsPage);
const ChannelsPage = lazyPage(cashier, (m) => m.ChannelsPage);
const TotalsPage = lazyPage(cashier, (m) => m.TotalsPage);
const CashierSettingsPage = lazyPage(cashier, (m) => m.CashierSettingsRoute);
const SettingsLayout = lazyPage(settings, (m) => m.SettingsLayout);

const page = (element: ReactNode) => <Suspense>{element}</Suspense>;

/** A route inside a section: only the roles the section names (and admins) get past its guard. */
function guarded(sectionPath: string, path: string, Page: ComponentType, children?: RouteObject[]): RouteObject {
  const section = SECTIONS.find((candidate) => candidate.path === sectionPath);
  if (!section) throw new Error(`No section ${sectionPath}`);
  return {
    path,
    element: <RequireSection section={section}>{page(<Page />)}</RequireSection>,
    ...(children ? { children } : {}),
  };
}

function SignInRoute() {
  const { session } = useSession();
  const from = (useLocation().state as { from?: string } | null)?.from;
  // Signed in: back to the page that asked for it.
  return session ? <Navigate to={from ?? '/'} replace /> : page(<SignInPage />);
}

/** The start page: the dashboard for the roles that may see it, else the list of sections. */
function StartPage() {
  const { session } = useSession();
  const dashboard = SECTIONS.find((section) => section.path === '/');
  if (session && dashboard && canOpen(dashboard, session.operator.role)) return page(<DashboardPage />);
  return <HomePage />;
}

/** The console's pages under /admin/ (the server answers index.html for each). */
export const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInRoute /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <Shell />
        </RequireSession>
      ),
      children: [
        { index: true, element: <StartPage /> },
        guarded('/members', 'members', MembersPage),
        guarded('/members', 'members/:id', MemberPage),
        guarded('/rewards', 'rewards', RewardsPage),
        guarded('/cashier', 'cashier', CashierLayout, [
          { index: true, element: <Navigate to="deposits" replace /> },
          { path: 'deposits', element: page(<DepositsPage />) },
          { path: 'withdrawals', element: page(<WithdrawalsPage />) },
          { path: 'channels', element: page(<ChannelsPage />) },
          { path: 'totals', element: page(<TotalsPage />) },
          { path: 'settings', element: page(<CashierSettingsPage />) },
        ]),
        guarded('/content', 'content', ContentLayout, [
          { index: true, element: <Navigate to="announcements" replace /> },
          { path: ':kind', element: page(<ContentPage />) },
          { path: ':kind/new', element: page(<ContentPage />) },
          { path: ':kind/:id', element: page(<ContentPage />) },
        ]),
        guarded('/games', 'games', GamesPage),
        guarded('/providers', 'providers', ProvidersPage),
        guarded('/game-providers', 'game-providers', GameProvidersPage),
        guarded('/chat', 'chat', ChatPage),
        guarded('/feedback', 'feedback', FeedbackPage),
        guarded('/settings', 'settings', SettingsLayout, [
          { index: true, element: <Navigate to="general" replace /> },
          ...SETTINGS_PATHS.map((path) => {
            const Settings = lazyPage(settings, (m) => m.PAGES[path]);
            return { path, element: page(<Settings />) };
          }),
        ]),
        guarded('/operators', 'operators', OperatorsPage),
        guarded('/audit', 'audit', AuditPage),
        // Every operator's own security, whatever the role: not a section, a link by their name.
        { path: 'two-factor', element: page(<TwoFactorPage />) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/admin' },
);
