import type { LedgerKind } from '@lobby/contract/wallet';

type Keyed<P extends string, K extends string> = Record<`${P}.${K}`, string>;
export type RangePresetKey = 'today' | 'yesterday' | 'last7' | 'last30';

/** Betting record, account record, profit and loss (loaded with the account messages). */
export const recordsEn = {
  'records.range': 'Date range',
  'records.preset.today': 'Today',
  'records.preset.yesterday': 'Yesterday',
  'records.preset.last7': 'Last 7 days',
  'records.preset.last30': 'Last 30 days',
  'records.from': 'From',
  'records.to': 'To',
  'records.gameType': 'Game type',
  'records.allGames': 'All games',
  'records.kind': 'Type',
  'records.allKinds': 'All',
  'records.kind.bet': 'Bet',
  'records.kind.win': 'Win',
  'records.kind.deposit': 'Deposit',
  'records.kind.withdrawal': 'Withdrawal',
  'records.kind.withdrawal_release': 'Withdrawal returned',
  'records.kind.reward': 'Reward',
  'records.kind.adjustment': 'Adjustment',
  'records.kind.refund': 'Bet refunded',
  'records.totals': 'Totals for the period',
  'records.loading': 'Loading records',
  'records.loadMore': 'Load more',
  'records.loadingMore': 'Loading more…',
  'records.shown': 'Showing {{shown}} of {{total}}',
  'records.end': 'That is everything in this period',
  'records.emptyHint': 'Try another date range or filter.',

  'records.bets': 'Bets',
  'records.stake': 'Stake',
  'records.payout': 'Payout',
  'records.winLoss': 'Win/loss',
  'records.betsList': 'Bets',
  'records.betsEmpty': 'No bets in this period',

  'records.moneyIn': 'Money in',
  'records.moneyOut': 'Money out',
  'records.net': 'Net',
  'records.balanceAfter': 'Balance {{amount}}',
  'records.transactionsList': 'Account activity',
  'records.transactionsEmpty': 'No account activity in this period',

  'records.result': 'Your result',
  'records.profit': 'Profit',
  'records.rounds': 'Rounds',
  'records.byGameType': 'Play by game type',
  'records.noPlay': 'No real-money play in this period',
  'records.moneyMoved': 'Money moved',
  'records.deposits': 'Deposits',
  'records.withdrawals': 'Withdrawals',
  'records.rewards': 'Rewards',
  'records.adjustments': 'Adjustments',
} as const satisfies Keyed<'records.preset', RangePresetKey> &
  Keyed<'records.kind', LedgerKind> &
  Record<string, string>;

export type RecordsMessages = Record<keyof typeof recordsEn, string>;
