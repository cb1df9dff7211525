import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session-context';
import { canOpen, type Section } from './sections';

/** Signed-in pages: without a session, the sign-in page (which comes back here afterwards). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** A section the role may not open sends the operator to the console's start, as the sidebar hides it. */
export function RequireSection({ section, children }: { section: Section; children: ReactNode }) {
  const { session } = useSession();
  if (!session || !canOpen(section, session.operator.role)) return <Navigate to="/" replace />;
  return children;
}
