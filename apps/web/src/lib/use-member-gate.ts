import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, useIsMember } from './session';

/**
 * Wraps a member-only action (launch a game, favourite, recent): a visitor is sent to the
 * login route instead, remembering where they came from.
 */
export function useMemberGate() {
  const isMember = useIsMember();
  const navigate = useNavigate();
  return useCallback(
    (action?: () => void) => {
      if (!isMember || !action) {
        navigate(LOGIN_PATH, { state: { from: `${window.location.pathname}${window.location.search}` } });
        return;
      }
      action();
    },
    [isMember, navigate],
  );
}
