import type { InhouseSession } from '@lobby/contract/play';
import { PlayButton } from './play-button';
import { StakeStepper } from './stake-stepper';
import type { Rounds } from './use-rounds';

interface Props {
  session: InhouseSession;
  rounds: Rounds;
  playLabel: string;
  onPlay: () => void;
  /** Extra reasons the game cannot play now (e.g. keno without picks). */
  blocked?: boolean;
}

/** Stake on the left, the big play button on the right. */
export function ControlBar({ session, rounds, playLabel, onPlay, blocked = false }: Props) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-t-[2rem] bg-ink-900/90 px-6 pt-3 pb-[max(env(safe-area-inset-bottom),0.9rem)] ring-1 ring-line">
      <StakeStepper
        stakes={session.stakesMinor}
        stake={rounds.stake}
        onChange={rounds.setStake}
        disabled={rounds.inFlight}
      />
      <PlayButton label={playLabel} busy={rounds.inFlight} disabled={!rounds.canPlay || blocked} onClick={onPlay} />
    </div>
  );
}
