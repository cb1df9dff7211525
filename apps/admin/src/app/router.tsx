import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session-context';
import { RequireSection, RequireSession } from './guards';
import { HomePage, NotFoundPage } from './home-page';
import { SECTIONS } from './sections';
import { Shell } from './shell';

// Each page is a chunk of its own: sign-in carries the form and schema code, the audit log the table.
const SignInPage = lazy(() =>
  import('../features/auth/sign-in-page').then((module) => ({ default: module.SignInPage })),
);
const ChatPage = lazy(() => import('../features/chat/chat-page').then((module) => ({ default: module.ChatPage })));
const AuditPage = lazy(() => import('../features/audit/audit-page').then((module) => ({ default: module.AuditPage })));

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
          path: 'chat',
          element: <RequireSection section={section('/chat')}>{page(<ChatPage />)}</RequireSection>,
        },
        {
          path: 'audit',
          element: <RequireSection section={section('/audit')}>{page(<AuditPage />)}</RequireSection>,
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/admin' },
);
