import type { InhouseSession } from '@lobby/contract/play';
import { useTranslation } from 'react-i18next';
import { ControlBar } from './control-bar';
import { Notice } from './notice';
import type { Rounds } from './use-rounds';

interface Props {
  session: InhouseSession;
  rounds: Rounds;
  playLabel: string;
  onPlay: () => void;
  /** The game's own standing hint (keno: pick a number); else the balance-too-low one when it applies. */
  hint?: string | null;
  blocked?: boolean;
}

/** What every game ends with: the line for a failure or a hint, then the stake and the play button. */
export function RoundFooter({ session, rounds, playLabel, onPlay, hint = null, blocked }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Notice
        error={rounds.error}
        onDismiss={rounds.dismissError}
        hint={hint ?? (rounds.lowBalance ? t('errors.lowBalance') : null)}
      />
      <ControlBar session={session} rounds={rounds} playLabel={playLabel} onPlay={onPlay} blocked={blocked} />
    </>
  );
}
