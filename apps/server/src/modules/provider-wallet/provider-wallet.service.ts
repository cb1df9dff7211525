import { formatAmount } from '@lobby/contract/cashier';
import type { SQL } from 'drizzle-orm';
import { PROVIDER_CALL_SCHEMAS } from '@lobby/contract/provider-wallet';
import type { ProviderWalletCall } from '@lobby/contract/core';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { sha256 } from '../../lib/secrets';
import { TtlCache } from '../../lib/ttl-cache';
import type { BetContext } from '../responsible-gaming/rg-checks';
import { error, isUniqueViolation, ok, Refusal, type Answer, type Player } from './answers';
import type { OpenConnection } from './connections';
import { createMoneyCalls } from './money-calls';
import { walletRows, type ProviderWalletRepository, type TokenView } from './provider-wallet.repository';

export interface ProviderWalletDeps {
  repository: ProviderWalletRepository;
  /** The merchant's wallet currency (ISO 4217). */
  currencyOf: (merchantCode: string) => Promise<string>;
  /**
   * Responsible gaming's bet check, run inside the debit's transaction under the member's lock, so bets racing
   * each other cannot pass a limit (decision 176). The merchant's settings it reads are already cached by then.
   */
  checkBet: (bet: BetContext, stakeMinor: number, tx: Tx) => Promise<void>;
  /** checkBet's gate, read under the member's lock: false lets a plain debit skip checkBet's reads. */
  betCheckNeeded: (bet: BetContext) => Promise<SQL>;
  /** A real win of at least this much goes on the winners board. */
  boardMinWinMinor: number;
}

/** How long a money call may take a token's unchanging view from memory. */
const TOKEN_CACHE_MS = 10 * 60_000;

/** One call as the route hands it over: the verified connection and the body, not yet parsed. */
export interface WalletCall {
  connection: OpenConnection;
  call: ProviderWalletCall;
  body: unknown;
}

/** The player a token stands for, as the money calls act for it. */
export function playerFrom(
  token: TokenView,
  connection: { providerCode: string; operatorId: string },
  currency: string,
): Player {
  return {
    token,
    currency,
    providerCode: connection.providerCode,
    operatorId: connection.operatorId,
    money: (minor) => ({ balance: formatAmount(minor, currency), currency }),
  };
}

/**
 * The seamless wallet (protocol seamless-wallet v1): each call checks the token and the player, then
 * reads or moves money in one transaction with the member's wallet locked, so parallel calls of one
 * member run one after another.
 */
export function createProviderWalletService(deps: ProviderWalletDeps) {
  const { repository } = deps;
  const tokens = new TtlCache<TokenView | undefined>(TOKEN_CACHE_MS, { maxEntries: 20_000 });

  /** One transaction; a unique index refusing a row (a simultaneous call won) runs it again to answer as a retry. */
  async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await repository.db.transaction(work);
      } catch (failure) {
        if (attempt < 2 && isUniqueViolation(failure)) continue;
        throw failure;
      }
    }
  }

  /**
   * A token's view. What it stands for never changes (ticket, member, game), so a money call may take it from
   * the cache; whether it is live and the member's status are read again under the member's lock. Calls that
   * need it live (authenticate, balance) read it whole. The copy is the call's own.
   */
  async function tokenOf(hash: string, live: boolean): Promise<TokenView | undefined> {
    const found = live ? await repository.token(hash) : await tokens.get(hash, () => repository.token(hash));
    if (!found) tokens.remove(hash);
    return found && { ...found };
  }

  /** The token's player, checked against the connection and the body; `live` calls also need a live, active one. */
  async function playerOf(
    connection: OpenConnection,
    body: { token: string; playerId?: string },
    live: boolean,
  ): Promise<Player> {
    const token = await tokenOf(sha256(body.token), live);
    if (!token || token.merchantCode !== connection.merchantCode || token.vassalage !== connection.providerCode) {
      throw new Refusal('SESSION_EXPIRED');
    }
    const player = playerFrom(token, connection, await deps.currencyOf(token.merchantCode));
    if (body.playerId !== undefined && body.playerId !== String(token.memberId)) throw new Refusal('PLAYER_MISMATCH');
    if (live && !token.live) throw new Refusal('SESSION_EXPIRED');
    if (live && token.memberStatus !== 'active') {
      throw new Refusal('PLAYER_BLOCKED', player.money(await balanceOf(repository.db, player)));
    }
    return player;
  }

  /** The balance the token plays with: the wallet for real play, the ticket's fun credits for free play. */
  function balanceOf(db: Db, player: Player): Promise<number> {
    const { token } = player;
    return token.mode === 'free' ? walletRows.funBalance(db, token.ticketId) : walletRows.balance(db, token.memberId);
  }

  const money = createMoneyCalls({ ...deps, inTransaction });

  async function dispatch({ connection, call, body }: WalletCall): Promise<Answer> {
    switch (call) {
      case 'authenticate': {
        const input = PROVIDER_CALL_SCHEMAS.authenticate.parse(body);
        const player = await playerOf(connection, input, true);
        const balance = await balanceOf(repository.db, player);
        return ok({
          playerId: String(player.token.memberId),
          username: player.token.username,
          ...player.money(balance),
          mode: player.token.mode,
          language: player.token.language ?? 'en',
        });
      }
      case 'balance': {
        const player = await playerOf(connection, PROVIDER_CALL_SCHEMAS.balance.parse(body), true);
        return ok(player.money(await balanceOf(repository.db, player)));
      }
      case 'debit': {
        const input = PROVIDER_CALL_SCHEMAS.debit.parse(body);
        return money.debit(await playerOf(connection, input, false), input);
      }
      case 'credit': {
        const input = PROVIDER_CALL_SCHEMAS.credit.parse(body);
        return money.credit(await playerOf(connection, input, false), input);
      }
      case 'rollback': {
        const input = PROVIDER_CALL_SCHEMAS.rollback.parse(body);
        return money.rollback(await playerOf(connection, input, false), input);
      }
      case 'round-close': {
        const input = PROVIDER_CALL_SCHEMAS['round-close'].parse(body);
        return money.closeRound(await playerOf(connection, input, false), input.roundId);
      }
    }
  }

  return {
    /** Answer one verified call; a refusal becomes its ERROR answer, a body off the schema BAD_REQUEST. */
    async handle(call: WalletCall): Promise<Answer> {
      try {
        return await dispatch(call);
      } catch (failure) {
        if (failure instanceof Refusal) return failure.answer();
        if (failure instanceof Error && failure.name === 'ZodError') return error('BAD_REQUEST');
        throw failure;
      }
    },
    /** Reconciliation's actions (same locks, same records). */
    money,
  };
}
export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;
