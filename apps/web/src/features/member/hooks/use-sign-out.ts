import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../lib/routes';
import { clearSession } from '../../../lib/session';
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
    const loading = showToast('member.signingOut', { tone: 'loading' });
    await logout().catch(() => undefined);
    hideToast(loading);
    clearSession();
    queryClient.removeQueries({ queryKey: ['member'] });
    showToast('member.signedOut', { tone: 'success' });
    setPending(false);
    navigate(ROUTES.home);
  }, [navigate, queryClient]);
  return { signOut, pending };
}
