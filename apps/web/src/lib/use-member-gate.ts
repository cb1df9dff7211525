import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from './routes';
import { useIsMember } from './session';
import { showToast } from './toast';

/**
 * Wraps a member-only action (launch a game, favourite, recent): a visitor is sent to the
 * login route instead, remembering where they came from. A member entry that has no action yet
 * (messages, service) says it is coming soon.
 */
export function useMemberGate() {
  const isMember = useIsMember();
  const navigate = useNavigate();
  return useCallback(
    (action?: () => void) => {
      if (!isMember) {
        navigate(ROUTES.login, { state: { from: `${window.location.pathname}${window.location.search}` } });
        return;
      }
      if (action) action();
      else showToast('soon.heading');
    },
    [isMember, navigate],
  );
}
