import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session-context';
import { RequireSection, RequireSession } from './guards';
import { HomePage, NotFoundPage } from './home-page';
import { canOpen, SECTIONS } from './sections';
import { Shell } from './shell';

// Each page is a chunk of its own: sign-in carries the form and schema code, the audit log the table.
const SignInPage = lazy(() =>
  import('../features/auth/sign-in-page').then((module) => ({ default: module.SignInPage })),
);
const AuditPage = lazy(() => import('../features/audit/audit-page').then((module) => ({ default: module.AuditPage })));
const MembersPage = lazy(() =>
  import('../features/members/members-page').then((module) => ({ default: module.MembersPage })),
);
const MemberPage = lazy(() =>
  import('../features/members/member-page').then((module) => ({ default: module.MemberPage })),
);
// Content is one chunk: its pages share the editor, the preview and the forms.
const content = () => import('../features/content/routes');
const ContentLayout = lazy(() => content().then((module) => ({ default: module.ContentLayout })));
const ContentPage = lazy(() => content().then((module) => ({ default: module.ContentPage })));
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
const RewardsPage = lazy(() =>
  import('../features/rewards/rewards-page').then((module) => ({ default: module.RewardsPage })),
);
const OperatorsPage = lazy(() =>
  import('../features/operators/operators-page').then((module) => ({ default: module.OperatorsPage })),
);
const TwoFactorPage = lazy(() =>
  import('../features/two-factor/two-factor-page').then((module) => ({ default: module.TwoFactorPage })),
);
const GamesPage = lazy(() => import('../features/games/games-page').then((module) => ({ default: module.GamesPage })));
const ProvidersPage = lazy(() =>
  import('../features/games/providers-page').then((module) => ({ default: module.ProvidersPage })),
);

const page = (element: ReactNode) => <Suspense>{element}</Suspense>;

const section = (path: string) => {
  const found = SECTIONS.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No section ${path}`);
  return found;
};

function SignInRoute() {
  const { session } = useSession();
  const from = (useLocation().state as { from?: string } | null)?.from;
  // Signed in: back to the page that asked for it.
  return session ? <Navigate to={from ?? '/'} replace /> : page(<SignInPage />);
}

/** The start page: the dashboard for the roles that may see it, else the list of sections. */
function StartPage() {
  const { session } = useSession();
  if (session && canOpen(section('/'), session.operator.role)) return page(<DashboardPage />);
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
        {
          path: 'rewards',
          element: <RequireSection section={section('/rewards')}>{page(<RewardsPage />)}</RequireSection>,
        },
        {
          path: 'members',
          element: <RequireSection section={section('/members')}>{page(<MembersPage />)}</RequireSection>,
        },
        {
          path: 'members/:id',
          element: <RequireSection section={section('/members')}>{page(<MemberPage />)}</RequireSection>,
        },
        {
          path: 'content',
          element: <RequireSection section={section('/content')}>{page(<ContentLayout />)}</RequireSection>,
          children: [
            { index: true, element: <Navigate to="announcements" replace /> },
            { path: ':kind', element: page(<ContentPage />) },
            { path: ':kind/new', element: page(<ContentPage />) },
            { path: ':kind/:id', element: page(<ContentPage />) },
          ],
        },
        {
          path: 'games',
          element: <RequireSection section={section('/games')}>{page(<GamesPage />)}</RequireSection>,
        },
        {
          path: 'providers',
          element: <RequireSection section={section('/providers')}>{page(<ProvidersPage />)}</RequireSection>,
        },
        {
          path: 'audit',
          element: <RequireSection section={section('/audit')}>{page(<AuditPage />)}</RequireSection>,
        },
        {
          path: 'operators',
          element: <RequireSection section={section('/operators')}>{page(<OperatorsPage />)}</RequireSection>,
        },
        {
          path: 'two-factor',
          // Every operator's own security, whatever the role: not a section, a link by their name.
          element: page(<TwoFactorPage />),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/admin' },
);
