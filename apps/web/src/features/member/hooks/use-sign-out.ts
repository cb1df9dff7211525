import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../lib/routes';
import { removeSessionQueries } from '../../../lib/query-keys';
import { clearSession, sessionToken } from '../../../lib/session';
import { hideToast, showToast } from '../../../lib/toast';
import { logout } from '../api/logout';

/**
 * Sign out (spec accounts §2): a loading notice, the logout call, then the local session and the
 * member's data are gone and the member lands on home. The local session ends whatever the server
 * answers: it may have ended the session already.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    const token = sessionToken();
    const loading = showToast('member.signingOut', { tone: 'loading' });
    await logout().catch(() => undefined);
    hideToast(loading);
    clearSession();
    if (token) removeSessionQueries(queryClient, token);
    showToast('member.signedOut', { tone: 'success' });
    setPending(false);
    navigate(ROUTES.home);
  }, [navigate, queryClient]);
  return { signOut, pending };
}
