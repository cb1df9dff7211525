import { drawRound } from '@lobby/contract/fair';
import { STAKES_MINOR, WINNERS_BOARD_MIN_WIN_MINOR } from '@lobby/contract/inhouse';
import { roundOutcomeSchema, type InhouseSession, type Round, type RoundRequest } from '@lobby/contract/play';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../lib/envelope';
import type { LiveTicket } from '../play/play.repository';
import type { PlayService } from '../play/play.service';
import type { BetContext } from '../responsible-gaming/rg-checks';
import { toWallet, type WalletService } from '../wallet/wallet.service';
import { InsufficientBalance } from '../wallet/wallet.repository';
import { nodeHmac } from './fair-hmac';
import type { FairnessService } from './fairness.service';
import type { RoundsRepository, StoredRound } from './rounds.repository';

/** What makes two requests for one round id the same bet: the stake and the player's choices. */
function requestKeyOf(request: RoundRequest): string {
  switch (request.engine) {
    case 'slot':
      return JSON.stringify([request.stakeMinor]);
    case 'keno':
      return JSON.stringify([request.stakeMinor, request.picks]);
    case 'dice':
      return JSON.stringify([request.stakeMinor, request.target, request.direction]);
    case 'plinko':
      return JSON.stringify([request.stakeMinor, request.rows, request.risk]);
    case 'limbo':
      return JSON.stringify([request.stakeMinor, request.target]);
  }
}

/** The in-house games' server: tickets in, provably fair rounds settled once against the right balance. */
export function createInhouseService(deps: {
  play: PlayService;
  fairness: FairnessService;
  rounds: RoundsRepository;
  wallet: WalletService;
  /** Responsible gaming's bet check (time-out, exclusion, loss, wager and session limits), in the round's transaction. */
  checkBet: (bet: BetContext, stakeMinor: number, tx: Tx) => Promise<void>;
  /** checkBet's gate, read under the member's seed lock: false lets a real round skip checkBet's reads. */
  betCheckNeeded: (bet: BetContext) => Promise<SQL>;
}) {
  const { play, fairness, rounds, wallet, checkBet, betCheckNeeded } = deps;

  async function balanceOf(ticket: LiveTicket) {
    if (ticket.mode === 'free') return toWallet(ticket.funBalanceMinor ?? 0);
    return toWallet(await wallet.repository.balance(ticket.memberId));
  }

  function engineOf(ticket: LiveTicket) {
    if (ticket.adapter !== 'inhouse' || !ticket.game.engine) throw new ApiError('game.ticket.invalid');
    return ticket.game.engine;
  }

  async function toRound(ticket: LiveTicket, stored: StoredRound, replayed: boolean): Promise<Round> {
    return {
      roundId: stored.roundId,
      stakeMinor: stored.stakeMinor,
      payoutMinor: stored.payoutMinor,
      outcome: roundOutcomeSchema.parse(stored.outcome),
      ...(await fairness.pairOfRound(stored.fairSeedId)),
      clientSeed: stored.clientSeed,
      nonce: stored.nonce,
      seed: stored.seed,
      // A replay answers today's balance; a fresh round the balance it left.
      balance: replayed ? await balanceOf(ticket) : toWallet(stored.balanceAfterMinor),
      replayed,
    };
  }

  async function replay(ticket: LiveTicket, request: RoundRequest): Promise<Round> {
    const earlier = await rounds.find(ticket.memberId, request.roundId);
    if (!earlier) throw new ApiError('system.error');
    if (earlier.requestKey !== requestKeyOf(request) || earlier.nodeId !== ticket.game.nodeId) {
      throw new ApiError('round.conflict', undefined, 'roundId');
    }
    return toRound(ticket, earlier, true);
  }

  return {
    async session(rawTicket: string | undefined): Promise<InhouseSession> {
      const ticket = await play.ticket(rawTicket, { fresh: true });
      return {
        engine: engineOf(ticket),
        mode: ticket.mode,
        nodeId: ticket.game.nodeId,
        gameName: ticket.game.gameName,
        rtpBp: ticket.game.rtpBp,
        stakesMinor: [...STAKES_MINOR],
        balance: await balanceOf(ticket),
      };
    },

    async play(rawTicket: string | undefined, request: RoundRequest): Promise<Round> {
      const ticket = await play.ticket(rawTicket);
      if (engineOf(ticket) !== request.engine) throw new ApiError('request.invalid', undefined, 'engine');
      try {
        const bet = { ticketId: ticket.id, ...ticket };
        const checks = {
          needed: await betCheckNeeded(bet),
          check: (tx: Tx) => checkBet(bet, request.stakeMinor, tx),
        };
        const settled = await rounds.settle(checks, {
          roundId: request.roundId,
          merchantCode: ticket.merchantCode,
          memberId: ticket.memberId,
          username: ticket.username,
          ticketId: ticket.id,
          nodeId: ticket.game.nodeId,
          gameType: ticket.game.gameType,
          engine: request.engine,
          mode: ticket.mode,
          stakeMinor: request.stakeMinor,
          requestKey: requestKeyOf(request),
          draw: (seeds) => drawRound(nodeHmac, seeds, request),
          boardMinWinMinor: WINNERS_BOARD_MIN_WIN_MINOR,
        });
        // The round id was played before (a retry, or a duplicate sent at once): answer that round.
        return settled ? await toRound(ticket, settled, false) : await replay(ticket, request);
      } catch (error) {
        if (error instanceof InsufficientBalance) throw new ApiError('wallet.insufficient');
        throw error;
      }
    },
  };
}
export type InhouseService = ReturnType<typeof createInhouseService>;
