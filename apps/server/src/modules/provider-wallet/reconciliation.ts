import { providerRoundStatusAnswerSchema, type ProviderRoundStatus } from '@lobby/contract/provider-wallet';
import type { ProviderConnection, ProviderRound } from '../../db/schema/index';
import type { Connections } from './connections';
import type { ConnectionsRepository } from './connections.repository';
import type { MoneyCalls } from './money-calls';
import type { ProviderWalletRepository } from './provider-wallet.repository';
import { playerFrom } from './provider-wallet.service';
import { providerHeaders } from './signing';

/** Rounds looked at per pass; the next pass takes the rest. */
const PASS_SIZE = 100;
/**
 * How long a pass holds the rounds it claimed: longer than a pass takes (100 status calls of at most 5 s
 * would be ~8 min only if every provider hung, so a hung pass may overlap; each action stays idempotent).
 * A round the provider still calls open is asked again after this.
 */
const CLAIM_SECONDS = 120;
const STATUS_TIMEOUT_MS = 5000;

export interface ReconcileLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What becomes of a connection's overdue rounds: refunded, or asked about with the connection's secret. */
type Rule = { kind: 'rollback' } | { kind: 'status'; secret: string };

export interface ReconcileResult {
  refunded: number;
  settled: number;
  stillOpen: number;
  failed: number;
}

/** POST {baseUrl}/round-status, signed: what the provider says became of the round. */
async function askStatus(secret: string, connection: ProviderConnection, round: ProviderRound, playerId: string) {
  const raw = JSON.stringify({ roundId: round.roundId, playerId });
  const response = await fetch(`${connection.baseUrl.replace(/\/+$/, '')}/round-status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...providerHeaders(connection.operatorId, secret, raw) },
    body: raw,
    signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`round-status answered ${response.status}`);
  return providerRoundStatusAnswerSchema.parse(await response.json());
}

/**
 * Rounds left open past their connection's timeout: rule `rollback` refunds their standing debits; rule
 * `status` asks the provider and applies its answer (credits by their own transaction ids, so a credit we
 * have moves nothing). Every action is idempotent and logged. Passes on several servers at once each claim
 * their own rounds (connections.repository claimOverdueRounds), so a provider is asked once per round.
 */
export function createReconciliation(deps: {
  repository: ProviderWalletRepository;
  claims: Pick<ConnectionsRepository, 'claimOverdueRounds'>;
  connections: Connections;
  money: MoneyCalls;
  currencyOf: (merchantCode: string) => Promise<string>;
  log: ReconcileLog;
}) {
  const { repository, connections, money, log } = deps;

  async function settle(player: ReturnType<typeof playerFrom>, round: ProviderRound, answer: ProviderRoundStatus) {
    for (const credit of answer.credits) {
      const given = await money.credit(player, {
        token: '',
        playerId: String(round.memberId),
        roundId: round.roundId,
        transactionId: credit.transactionId,
        gameCode: round.nodeId,
        amount: credit.amount,
        currency: player.currency,
        closeRound: false,
      });
      log.info({ roundId: round.roundId, transactionId: credit.transactionId, answer: given }, 'reconciliation credit');
    }
    await money.closeRound(player, round.roundId);
  }

  /** The connection's rule; undefined for the status rule on a connection that cannot sign. */
  function ruleOf(connection: ProviderConnection): Rule | undefined {
    if (connection.reconciliation === 'rollback') return { kind: 'rollback' };
    const secret = connections.open(connection)?.secret;
    return secret ? { kind: 'status', secret } : undefined;
  }

  async function reconcileOne(
    round: ProviderRound,
    connection: ProviderConnection,
    rule: Rule,
  ): Promise<keyof ReconcileResult> {
    const token = await repository.tokenById(round.ticketId);
    if (!token) return 'failed';
    const player = playerFrom(token, connection, await deps.currencyOf(round.merchantCode));
    const where = { providerCode: round.providerCode, merchantCode: round.merchantCode, roundId: round.roundId };
    if (rule.kind === 'rollback') {
      const refunds = await money.refundRound(player, round.roundId);
      log.info({ ...where, refunds }, 'reconciliation refunded an open round');
      return 'refunded';
    }
    const answer = await askStatus(rule.secret, connection, round, String(round.memberId));
    if (answer.status === 'open') return 'stillOpen';
    if (answer.status === 'cancelled') {
      const refunds = await money.refundRound(player, round.roundId);
      log.info({ ...where, refunds }, 'reconciliation refunded a round the provider cancelled');
      return 'refunded';
    }
    await settle(player, round, answer);
    log.info({ ...where, credits: answer.credits.length }, 'reconciliation settled a round');
    return 'settled';
  }

  return {
    async pass(): Promise<ReconcileResult> {
      const result: ReconcileResult = { refunded: 0, settled: 0, stillOpen: 0, failed: 0 };
      // A connection that cannot sign (a sandbox without its key, a secret never stored) fails every round it
      // has the same way: said once a pass with their number, not once a round, and nothing else is read.
      const unsigned = new Map<string, number>();
      for (const { round, connection } of await deps.claims.claimOverdueRounds(PASS_SIZE, CLAIM_SECONDS)) {
        const rule = ruleOf(connection);
        if (!rule) {
          const key = `${connection.merchantCode}/${connection.providerCode}`;
          unsigned.set(key, (unsigned.get(key) ?? 0) + 1);
          result.failed += 1;
          continue;
        }
        try {
          result[await reconcileOne(round, connection, rule)] += 1;
        } catch (failure) {
          result.failed += 1;
          log.warn({ err: failure, roundId: round.roundId, providerCode: round.providerCode }, 'reconciliation failed');
        }
      }
      for (const [connection, rounds] of unsigned)
        log.warn({ connection, rounds }, 'reconciliation skipped overdue rounds: the connection cannot sign');
      return result;
    },
  };
}
export type Reconciliation = ReturnType<typeof createReconciliation>;
