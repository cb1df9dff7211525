import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from './routes';
import { useIsMember } from './session';

/**
 * The one guard of member-only pages: the router nests them under this layout. A visitor is sent
 * to the login popup, which brings them back here once signed in; a session that ends on the page
 * (sign-out, or the server ending it) goes home, where sign-out lands.
 */
export function MemberOnly({ children }: { children?: ReactNode }) {
  const isMember = useIsMember();
  const [enteredAsMember] = useState(isMember);
  const { pathname, search } = useLocation();
  if (isMember) return children ?? <Outlet />;
  if (enteredAsMember) return <Navigate to={ROUTES.home} replace />;
  return <Navigate to={ROUTES.login} replace state={{ from: `${pathname}${search}` }} />;
}
