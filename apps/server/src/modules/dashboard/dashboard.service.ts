import type { DashboardFigures, DashboardRange, DashboardResponse } from '@lobby/contract/admin/dashboard';
import type { DashboardRepository, FiguresRow } from './dashboard.repository';

const RANGE_DAYS: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };

/** Days are counted in the merchant's zone when it names a valid one, else in UTC. */
export function zoneOf(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function toFigures(row: FiguresRow): DashboardFigures {
  return {
    registrations: Number(row.registrations),
    firstDeposits: Number(row.first_deposits),
    firstDepositAmount: row.first_deposit_amount,
    deposits: Number(row.deposits),
    depositAmount: row.deposit_amount,
    withdrawals: Number(row.withdrawals),
    withdrawalAmount: row.withdrawal_amount,
    bets: Number(row.bets),
    betAmount: row.bet_amount,
    winAmount: row.win_amount,
    ggr: row.ggr,
    activePlayers: Number(row.active_players),
  };
}

interface Site {
  code: string;
  timeZone?: string | undefined;
  currency?: string | undefined;
}

/** The operator dashboard: registrations, deposits, withdrawals, play and active players over a period. */
export function createDashboardService(repository: DashboardRepository) {
  return {
    async figures(site: Site, range: DashboardRange): Promise<DashboardResponse> {
      const timeZone = zoneOf(site.timeZone);
      const rows = await repository.figures(site.code, timeZone, RANGE_DAYS[range]);
      const total = rows.find((row) => row.day === null);
      const days = rows.filter((row): row is FiguresRow & { day: string } => row.day !== null);
      const first = days[0];
      const last = days.at(-1);
      if (!total || !first || !last) throw new Error('dashboard query returned no days');
      return {
        range,
        timeZone,
        currency: site.currency ?? 'IDR',
        from: first.day,
        to: last.day,
        totals: toFigures(total),
        days: days.map((row) => ({ date: row.day, ...toFigures(row) })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
