import { useParams } from 'react-router';
import { GameShell } from '../features/play/components/game-shell';
import { PlaySession } from '../features/responsible-gaming/components/play-session';
import { launchDecision } from '../shared/game-launch/launch-rules';
import { useSession } from '../lib/session';

/** /m/play/:nodeId — the game shell (members only: the router's MemberOnly layout), with the session bar. */
export function Component() {
  const { nodeId = '' } = useParams();
  const decision = launchDecision(useSession());
  return (
    <GameShell
      key={nodeId}
      nodeId={nodeId}
      mode={decision.kind === 'launch' ? decision.mode : 'free'}
      session={(leave) => <PlaySession onLeave={leave} />}
    />
  );
}
