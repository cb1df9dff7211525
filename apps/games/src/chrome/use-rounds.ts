import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InhouseSession, Round, RoundRequest } from '@lobby/contract/play';
import type { Wallet } from '@lobby/contract/wallet';
import { GameApiError, postRound, type PlayOptions } from '../lib/api';
import { money } from '../lib/money';
import { playRoundSound } from '../lib/sound';
import { postBalance } from '../lib/parent-frame';

type WithoutIds<T> = T extends unknown ? Omit<T, 'roundId' | 'stakeMinor'> : never;
export type RoundInput = WithoutIds<RoundRequest>;

export interface Announcement {
  id: number;
  text: string;
}

/** Responsible gaming's refusals of a round: each has its words in the player's language. */
const RG_REFUSALS = ['rg.loss.limit', 'rg.wager.limit', 'rg.session.limit', 'rg.time.out', 'rg.self.excluded'] as const;
const isRgRefusal = (code: string): code is (typeof RG_REFUSALS)[number] =>
  (RG_REFUSALS as readonly string[]).includes(code);

/** The message a failed round shows: ours for the codes a player meets, else the server's. */
function useFailureMessage() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof GameApiError)) return t('errors.unknown');
      if (isRgRefusal(error.code)) return t(`errors.${error.code}`);
      switch (error.code) {
        case 'wallet.insufficient':
          return t('errors.lowBalance');
        case 'network':
          return t('errors.network');
        case 'rate.limited':
          return t('errors.rateLimited');
        default:
          return error.message || t('errors.unknown');
      }
    },
    [t],
  );
}

/**
 * What every in-house game shares: the balance, the chosen stake, one round at a time, the
 * failure message and the result announcement. `play` sends the round; the game shows the
 * outcome, then calls `settle`, which moves the balance and tells the lobby.
 */
export function useRounds(ticket: string, session: InhouseSession, onEnded: () => void, options?: PlayOptions) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const [balance, setBalance] = useState<Wallet>(session.balance);
  const [stake, setStake] = useState<number>(session.stakesMinor[0] ?? 0);
  const [inFlight, setInFlight] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const busy = useRef(false);

  const play = useCallback(
    async (input: RoundInput): Promise<Round | null> => {
      if (busy.current) return null;
      busy.current = true;
      setInFlight(true);
      setError(null);
      setLastWin(null);
      const request = { ...input, stakeMinor: stake, roundId: crypto.randomUUID() } as RoundRequest;
      try {
        return await postRound(ticket, request, options);
      } catch (failure) {
        busy.current = false;
        setInFlight(false);
        if (failure instanceof GameApiError && failure.code === 'game.ticket.invalid') onEnded();
        else setError(failureMessage(failure));
        return null;
      }
    },
    [ticket, stake, onEnded, options, failureMessage],
  );

  const settle = useCallback(
    (round: Round) => {
      busy.current = false;
      setInFlight(false);
      setBalance(round.balance);
      setLastWin(round.payoutMinor);
      setAnnouncement((previous) => ({
        id: (previous?.id ?? 0) + 1,
        text: round.payoutMinor > 0 ? t('result.won', { amount: money(round.payoutMinor) }) : t('result.none'),
      }));
      postBalance(round.balance);
      playRoundSound(round.payoutMinor > 0);
    },
    [t],
  );

  const lowBalance = balance.balanceMinor < stake;
  return {
    balance,
    stake,
    setStake,
    inFlight,
    error,
    dismissError: () => setError(null),
    lastWin,
    announcement,
    lowBalance,
    canPlay: !inFlight && !lowBalance,
    play,
    settle,
  };
}
export type Rounds = ReturnType<typeof useRounds>;
