import { DEFAULT_LANGUAGE } from '@lobby/contract/core';
import type { GameType } from '@lobby/contract/games';
import { FREE_PLAY_BALANCE_MINOR, GAME_TICKET_TTL_MINUTES, type LaunchMode } from '@lobby/contract/inhouse';
import { FREE_PLAY_MEMBER_TYPES } from '@lobby/contract/members';
import type { Launch } from '@lobby/contract/play';
import { ApiError } from '../../lib/envelope';
import { randomToken, sha256 } from '../../lib/secrets';
import { TtlCache } from '../../lib/ttl-cache';
import { SESSION_CACHE_MS, type AuthContext } from '../auth/sessions.service';
import { adapterFor } from './adapters';
import type { LiveTicket, PlayRepository } from './play.repository';

export interface LaunchInput {
  nodeId: string;
  mode: LaunchMode;
  language?: string | undefined;
}

export interface PlayDependencies {
  repository: PlayRepository;
  /** Put the game at the top of the member's recent games. */
  recordRecent(member: AuthContext, nodeId: string): Promise<void>;
}

/** Free play needs member type 0, 1 or 2 (whatever the game); real play needs a real account. */
function checkMember(member: AuthContext, mode: LaunchMode): void {
  const freeType = (FREE_PLAY_MEMBER_TYPES as readonly number[]).includes(member.type);
  if (mode === 'free' && !freeType) throw new ApiError('game.free.reject');
  if (mode === 'real' && member.trial) throw new ApiError('account.trial');
}

/** Launching games: the rules, the ticket, the provider's URL. */
export function createPlayService({ repository, recordRecent }: PlayDependencies) {
  // Rounds come fast: a looked-up ticket is kept as long as a session lookup is, so a ticket
  // works at most that long after its session ends.
  const tickets = new TtlCache<LiveTicket | undefined>(SESSION_CACHE_MS, { maxEntries: 20_000 });
  return {
    repository,
    async launch(member: AuthContext, input: LaunchInput): Promise<Launch> {
      checkMember(member, input.mode);
      const game = await repository.game(member.merchantCode, input.nodeId);
      if (!game) throw new ApiError('game.not.found', undefined, 'nodeId');
      // Free play also needs a game that offers it (supportPlay 0).
      if (input.mode === 'free' && game.supportPlay !== 0) throw new ApiError('game.free.reject');
      const adapter = adapterFor(game);
      const ticket = randomToken();
      await repository.insertTicket({
        ticketHash: sha256(ticket),
        merchantCode: member.merchantCode,
        memberId: member.memberId,
        sessionId: member.sessionId,
        nodeId: game.nodeId,
        adapter: adapter.name,
        mode: input.mode,
        funBalanceMinor: input.mode === 'free' ? FREE_PLAY_BALANCE_MINOR : null,
        expiresAt: new Date(Date.now() + GAME_TICKET_TTL_MINUTES * 60_000),
      });
      await recordRecent(member, game.nodeId);
      return {
        url: adapter.launchUrl({ game, mode: input.mode, ticket, language: input.language ?? DEFAULT_LANGUAGE }),
        mode: input.mode,
        adapter: adapter.name,
        nodeId: game.nodeId,
        gameName: game.gameName,
        gameType: game.gameType as GameType,
        vassalage: game.vassalage,
        displayName: game.displayName,
      };
    },

    /** Drop the member's looked-up tickets (their session ended on this instance). */
    forgetMember(memberId: number): void {
      tickets.removeWhere((ticket) => ticket?.memberId === memberId);
    },

    /** The live ticket a game page presents, or game.ticket.invalid; `fresh` skips the cache. */
    async ticket(ticket: string | undefined, { fresh = false } = {}): Promise<LiveTicket> {
      const hash = ticket ? sha256(ticket) : undefined;
      const load = () => (hash ? repository.liveTicket(hash) : Promise.resolve(undefined));
      const live = !hash || fresh ? await load() : await tickets.get(hash, load);
      if (!live) throw new ApiError('game.ticket.invalid');
      return live;
    },
  };
}
export type PlayService = ReturnType<typeof createPlayService>;
