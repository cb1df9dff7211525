import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InhouseSession } from '@lobby/contract/play';
import { fetchSession, GameApiError, type PlayOptions } from './lib/api';
import type { LaunchParams } from './lib/launch-params';
import { Loading, LoadFailed } from './chrome/loading';
import { SessionEnded } from './chrome/session-ended';
import { GameScreen } from './game-screen';

type State =
  | { status: 'loading' }
  | { status: 'ended' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; session: InhouseSession };

interface Props {
  params: LaunchParams;
  /** Retry timing of rounds (tests shorten it). */
  playOptions?: PlayOptions;
}

/** Loads the ticket's session, then the game its engine names. */
export function App({ params, playOptions }: Props) {
  const { t } = useTranslation();
  const { ticket } = params;
  const [state, setState] = useState<State>(ticket ? { status: 'loading' } : { status: 'ended' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!ticket) return;
    let live = true;
    fetchSession(ticket).then(
      (session) => live && setState({ status: 'ready', session }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof GameApiError && error.code === 'game.ticket.invalid') setState({ status: 'ended' });
        else if (error instanceof GameApiError && error.code === 'network')
          setState({ status: 'failed', message: t('errors.network') });
        else setState({ status: 'failed', message: error instanceof Error ? error.message : t('errors.unknown') });
      },
    );
    return () => {
      live = false;
    };
  }, [ticket, attempt, t]);

  const ended = useCallback(() => setState({ status: 'ended' }), []);

  if (!ticket || state.status === 'ended') return <SessionEnded />;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <LoadFailed
        message={state.message}
        onRetry={() => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <GameScreen ticket={ticket} session={state.session} onEnded={ended} playOptions={playOptions} />;
}
