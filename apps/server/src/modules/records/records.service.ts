import { formatMinor, type GameType } from '@lobby/contract/games';
import type { BetRecord, BetRecordsPage, ProfitLoss, Transaction, TransactionsPage } from '@lobby/contract/records';
import type { LedgerKind } from '@lobby/contract/wallet';
import type { AuthContext } from '../auth/sessions.service';
import { pageWindow } from '../../lib/paging';
import type { Owner, RecordsFilter, RecordsRepository } from './records.repository';

/** A records query as the routes parse it: ISO instants, the page, the filters. */
export interface RangeQuery {
  from: string;
  to: string;
  gameType?: GameType | undefined;
}
export interface PagedQuery extends RangeQuery {
  pageNo: number;
  pageSize: number;
}
export interface TransactionsQuery extends PagedQuery {
  kind?: LedgerKind | undefined;
}

const owner = (member: AuthContext): Owner => ({ memberId: member.memberId, merchantCode: member.merchantCode });
const rangeOf = (query: RangeQuery): RecordsFilter => ({
  from: new Date(query.from),
  to: new Date(query.to),
  gameType: query.gameType,
});

type BetRow = Awaited<ReturnType<RecordsRepository['betPage']>>[number];
function toBetRecord(row: BetRow): BetRecord {
  return {
    roundId: row.roundId,
    createdAt: row.createdAt.toISOString(),
    nodeId: row.nodeId,
    // A game the catalogue dropped keeps its round: named by its node id.
    gameName: row.gameName ?? row.nodeId,
    gameType: row.gameType as GameType,
    displayName: row.displayName ?? row.vassalage ?? '',
    stake: formatMinor(row.stakeMinor),
    payout: formatMinor(row.payoutMinor),
    winLoss: formatMinor(row.payoutMinor - row.stakeMinor),
  };
}

type LedgerRow = Awaited<ReturnType<RecordsRepository['ledgerPage']>>[number];
function toTransaction(row: LedgerRow): Transaction {
  return {
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    amount: formatMinor(row.amountMinor),
    balanceAfter: formatMinor(row.balanceAfterMinor),
    reference: row.reference,
    gameName: row.gameName,
  };
}

/** The signed-in member's own records: every read filters by member and merchant. */
export function createRecordsService(repository: RecordsRepository) {
  return {
    async betRecords(member: AuthContext, query: PagedQuery): Promise<BetRecordsPage> {
      const filter = rangeOf(query);
      const totals = await repository.betTotals(owner(member), filter);
      const window = pageWindow(totals.count, query.pageNo, query.pageSize);
      const rows = window.inRange ? await repository.betPage(owner(member), filter, query.pageSize, window.offset) : [];
      return {
        list: rows.map(toBetRecord),
        pageNum: window.pageNum,
        totalPages: window.totalPages,
        totalCount: totals.count,
        totals: {
          count: totals.count,
          stake: formatMinor(totals.stake),
          payout: formatMinor(totals.payout),
          winLoss: formatMinor(totals.payout - totals.stake),
        },
      };
    },

    async transactions(member: AuthContext, query: TransactionsQuery): Promise<TransactionsPage> {
      const filter = { ...rangeOf(query), kind: query.kind };
      const totals = await repository.ledgerTotals(owner(member), filter);
      const window = pageWindow(totals.count, query.pageNo, query.pageSize);
      const rows = window.inRange
        ? await repository.ledgerPage(owner(member), filter, query.pageSize, window.offset)
        : [];
      return {
        list: rows.map(toTransaction),
        pageNum: window.pageNum,
        totalPages: window.totalPages,
        totalCount: totals.count,
        totals: {
          moneyIn: formatMinor(totals.moneyIn),
          moneyOut: formatMinor(totals.moneyOut),
          net: formatMinor(totals.moneyIn - totals.moneyOut),
        },
      };
    },

    async profitLoss(member: AuthContext, query: RangeQuery): Promise<ProfitLoss> {
      const filter = rangeOf(query);
      const [play, sums] = await Promise.all([
        repository.playByGameType(owner(member), filter),
        repository.sumsByKind(owner(member), filter),
      ]);
      const sum = (kind: LedgerKind) => sums.get(kind) ?? 0n;
      const row = (rounds: number, stake: bigint, payout: bigint) => ({
        rounds,
        stake: formatMinor(stake),
        payout: formatMinor(payout),
        profit: formatMinor(payout - stake),
      });
      const total = play.reduce(
        (acc, r) => ({ rounds: acc.rounds + r.rounds, stake: acc.stake + r.stake, payout: acc.payout + r.payout }),
        { rounds: 0, stake: 0n, payout: 0n },
      );
      return {
        byGameType: play.map((r) => ({ gameType: r.gameType as GameType, ...row(r.rounds, r.stake, r.payout) })),
        totals: row(total.rounds, total.stake, total.payout),
        deposits: formatMinor(sum('deposit')),
        // A released hold gave its money back: only what is held or paid counts as withdrawn.
        withdrawals: formatMinor(-(sum('withdrawal') + sum('withdrawal_release'))),
        rewards: formatMinor(sum('reward')),
        adjustments: formatMinor(sum('adjustment')),
      };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
