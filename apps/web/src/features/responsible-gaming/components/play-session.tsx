import { useRgSession } from '../api/responsible-gaming';
import { usePlayClock, useRealityCheck } from '../hooks/use-play-clock';
import { RealityCheckDialog } from './reality-check-dialog';
import { SessionClock } from './session-clock';

/**
 * The game shell's responsible-gaming part: the session time on the bar, and the reality check
 * (a pop-up, portalled over the game) at the member's interval. Only this re-renders every second.
 */
export function PlaySession({ onLeave }: { onLeave: () => void }) {
  const session = useRgSession();
  const elapsed = usePlayClock(session.data?.startedAt);
  const check = useRealityCheck(elapsed, session.data?.realityCheckMinutes);
  return (
    <>
      <SessionClock elapsedMs={elapsed} />
      {check.due ? <RealityCheckDialog elapsedMs={elapsed} onContinue={check.acknowledge} onLeave={onLeave} /> : null}
    </>
  );
}
