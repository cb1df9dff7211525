import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session-context';
import { RequireSection, RequireSession } from './guards';
import { HomePage, NotFoundPage } from './home-page';
import { SECTIONS } from './sections';
import { Shell } from './shell';
import { SETTINGS_PATHS } from '../features/settings/settings-paths';

// Each page is a chunk of its own: sign-in carries the form and schema code, the audit log the table.
const SignInPage = lazy(() =>
  import('../features/auth/sign-in-page').then((module) => ({ default: module.SignInPage })),
);
const AuditPage = lazy(() => import('../features/audit/audit-page').then((module) => ({ default: module.AuditPage })));
// Settings: the frame and each sub-page load with the section (one chunk of the settings feature).
const settings = () => import('../features/settings/settings-pages');
const SettingsLayout = lazy(() => settings().then((module) => ({ default: module.SettingsLayout })));
const settingsPage = (name: keyof Awaited<ReturnType<typeof settings>>['PAGES']) => {
  const Page = lazy(() => settings().then((module) => ({ default: module.PAGES[name] })));
  return page(<Page />);
};

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
        { index: true, element: <HomePage /> },
        {
          path: 'audit',
          element: <RequireSection section={section('/audit')}>{page(<AuditPage />)}</RequireSection>,
        },
        {
          path: 'settings',
          element: <RequireSection section={section('/settings')}>{page(<SettingsLayout />)}</RequireSection>,
          children: [
            { index: true, element: <Navigate to="general" replace /> },
            ...SETTINGS_PATHS.map((path) => ({ path, element: settingsPage(path) })),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/admin' },
);
