import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { FREE_REJECT_TOAST_MS } from '@lobby/contract/core';
import { playGamePath, ROUTES } from '../../lib/routes';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { launchDecision } from './launch-rules';

export interface LaunchTarget {
  nodeId: string;
  vassalage?: string | undefined;
}

/**
 * Start a game from a tap. The game shell is a route of this tab, entered synchronously in the
 * tap's handler: no window.open after an await, so no popup blocker (mobile Safari's) can eat it.
 */
export function useLaunchGame() {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    (game: LaunchTarget) => {
      const decision = launchDecision(session);
      if (decision.kind === 'login') {
        navigate(ROUTES.login, { state: { from: `${window.location.pathname}${window.location.search}` } });
      } else if (decision.kind === 'free-reject') {
        showToast('errors.game.free.reject', { tone: 'error', durationMs: FREE_REJECT_TOAST_MS });
      } else {
        navigate(playGamePath(game.nodeId, game.vassalage));
      }
    },
    [session, navigate],
  );
}
