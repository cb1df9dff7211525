import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InhouseSession } from '@lobby/contract/play';
import type { PlayOptions } from './lib/api';
import { BalanceBar } from './chrome/balance-bar';
import { Dialog } from './chrome/dialog';
import { GameHeader } from './chrome/game-header';
import { LiveRegion } from './chrome/live-region';
import { useRounds, type Rounds } from './chrome/use-rounds';
import { DiceGame } from './dice/dice-game';
import { DiceRules } from './dice/dice-rules';
import { KenoGame } from './keno/keno-game';
import { KenoRules } from './keno/keno-rules';
import { LimboGame } from './limbo/limbo-game';
import { LimboRules } from './limbo/limbo-rules';
import { PlinkoGame } from './plinko/plinko-game';
import { PlinkoRules } from './plinko/plinko-rules';
import { SlotGame } from './slot/slot-game';
import { SlotRules } from './slot/slot-rules';
import { FairnessPanel } from './fairness/fairness-panel';

/** The board and the rules of each engine. */
const ENGINES: Record<
  InhouseSession['engine'],
  {
    Game: (props: { session: InhouseSession; rounds: Rounds }) => ReactNode;
    Rules: (props: { stake: number }) => ReactNode;
  }
> = {
  slot: { Game: SlotGame, Rules: SlotRules },
  keno: { Game: KenoGame, Rules: KenoRules },
  dice: { Game: DiceGame, Rules: DiceRules },
  plinko: { Game: PlinkoGame, Rules: PlinkoRules },
  limbo: { Game: LimboGame, Rules: LimboRules },
};

interface Props {
  ticket: string;
  session: InhouseSession;
  onEnded: () => void;
  playOptions?: PlayOptions | undefined;
}

/** The chrome every in-house game shares around the board of its engine. */
export function GameScreen({ ticket, session, onEnded, playOptions }: Props) {
  const { t } = useTranslation();
  const rounds = useRounds(ticket, session, onEnded, playOptions);
  const [rulesOpen, setRulesOpen] = useState(false);
  const closeRules = useCallback(() => setRulesOpen(false), []);
  const [fairOpen, setFairOpen] = useState(false);
  const closeFair = useCallback(() => setFairOpen(false), []);
  const { Game, Rules } = ENGINES[session.engine];

  return (
    <div className="mx-auto flex h-full max-w-md flex-col overflow-hidden">
      <GameHeader session={session} onRules={() => setRulesOpen(true)} onFairness={() => setFairOpen(true)} />
      <BalanceBar
        mode={session.mode}
        balance={rounds.balance}
        pendingStake={rounds.inFlight ? rounds.stake : null}
        lastWin={rounds.lastWin}
      />
      <Game session={session} rounds={rounds} />
      <LiveRegion announcement={rounds.announcement} />
      <Dialog open={rulesOpen} onClose={closeRules} title={`${session.gameName} · ${t('rules.title')}`}>
        <Rules stake={rounds.stake} />
      </Dialog>
      <Dialog open={fairOpen} onClose={closeFair} title={t('fair.title')}>
        <FairnessPanel ticket={ticket} engine={session.engine} />
      </Dialog>
    </div>
  );
}
