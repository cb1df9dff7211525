import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, useIsMember } from './session';

/**
 * Wraps a member-only action (launch a game, favourite, recent): a visitor is sent to the
 * login route instead, remembering where they came from.
 */
export function useMemberGate() {
  const isMember = useIsMember();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (action?: () => void) => {
      if (!isMember || !action) {
        navigate(LOGIN_PATH, { state: { from: `${location.pathname}${location.search}` } });
        return;
      }
      action();
    },
    [isMember, navigate, location.pathname, location.search],
  );
}
