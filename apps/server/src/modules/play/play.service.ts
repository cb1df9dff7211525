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
import { ProviderUnavailable, type ProviderConnectionForLaunch } from './provider-launch';
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
  /** The merchant's enabled connection to an external provider (its games launch there), if any. */
  connectionFor(merchantCode: string, providerCode: string): Promise<ProviderConnectionForLaunch | undefined>;
  currencyOf(merchantCode: string): Promise<string>;
  log?: { warn(details: object, message: string): void };
}

/** Free play needs member type 0, 1 or 2 (whatever the game); real play needs a real account. */
function checkMember(member: AuthContext, mode: LaunchMode): void {
  const freeType = (FREE_PLAY_MEMBER_TYPES as readonly number[]).includes(member.type);
  if (mode === 'free' && !freeType) throw new ApiError('game.free.reject');
  if (mode === 'real' && member.trial) throw new ApiError('account.trial');
}

/** Launching games: the rules, the ticket, the provider's URL. */
export function createPlayService({ repository, recordRecent, connectionFor, currencyOf, log }: PlayDependencies) {
  // Rounds come fast: a looked-up ticket is kept as long as a session lookup is, so a ticket
  // works at most that long after its session ends.
  const tickets = new TtlCache<LiveTicket | undefined>(SESSION_CACHE_MS, { maxEntries: 20_000 });
  return {
    repository,
    /** `origin`: the site the member launched from (a provider's lobby and cashier links go back there). */
    async launch(member: AuthContext, input: LaunchInput, origin = ''): Promise<Launch> {
      checkMember(member, input.mode);
      const game = await repository.game(member.merchantCode, input.nodeId);
      if (!game) throw new ApiError('game.not.found', undefined, 'nodeId');
      // Free play also needs a game that offers it (supportPlay 0).
      if (input.mode === 'free' && game.supportPlay !== 0) throw new ApiError('game.free.reject');
      const connection = game.engine === null ? await connectionFor(member.merchantCode, game.vassalage) : undefined;
      const adapter = adapterFor(game, connection);
      const ticket = randomToken();
      const language = input.language ?? DEFAULT_LANGUAGE;
      await repository.insertTicket({
        ticketHash: sha256(ticket),
        merchantCode: member.merchantCode,
        memberId: member.memberId,
        sessionId: member.sessionId,
        nodeId: game.nodeId,
        adapter: connection?.adapter ?? (adapter.name === 'inhouse' ? 'inhouse' : 'demo'),
        mode: input.mode,
        language,
        funBalanceMinor: input.mode === 'free' ? FREE_PLAY_BALANCE_MINOR : null,
        expiresAt: new Date(Date.now() + GAME_TICKET_TTL_MINUTES * 60_000),
      });
      let url: string;
      try {
        const player = {
          playerId: String(member.memberId),
          username: member.username,
          currency: await currencyOf(member.merchantCode),
        };
        url = await adapter.launchUrl({ game, mode: input.mode, ticket, language, player, origin });
      } catch (failure) {
        if (!(failure instanceof ProviderUnavailable)) throw failure;
        // The provider never got (or never took) the token: it must not stay usable.
        await repository.endTicket(sha256(ticket));
        log?.warn({ err: failure, nodeId: game.nodeId }, 'provider launch failed');
        throw new ApiError('game.provider.unavailable');
      }
      await recordRecent(member, game.nodeId);
      return {
        url,
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
