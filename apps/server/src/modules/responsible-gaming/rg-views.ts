import { formatAmount } from '@lobby/contract/cashier';
import { RG_MONEY_LIMITS, RG_PERIODS, type RgMoneyLimitView } from '@lobby/contract/responsible-gaming';
import type { AdminRgExclusion } from '@lobby/contract/admin/responsible-gaming';
import type { MerchantSettings } from '../../db/schema/index';
import { DEFAULT_CURRENCY } from '../site/site.service';
import { effective, type Effective } from './rg-rules';
import type { ExclusionRow, LimitRow, Usage } from './responsible-gaming.repository';

export const SESSION = { kind: 'session', period: 'session' } as const;
/** Until the member chooses (or switches it off), the reality check comes every hour. */
export const DEFAULT_REALITY_CHECK = 60;
export const currencyOf = (settings: MerchantSettings) => settings.currency ?? DEFAULT_CURRENCY;
export const groupOf = (settings: MerchantSettings) => settings.responsibleGaming?.group ?? null;

export const findLimit = (rows: readonly LimitRow[], kind: string, period: string) =>
  rows.find((row) => row.kind === kind && row.period === period);

/** Every money limit, in force or not, with what its period used and any pending change. */
export function moneyView(rows: readonly LimitRow[], usage: Usage, currency: string, now: Date): RgMoneyLimitView[] {
  const money = (minor: number | null) => (minor === null ? null : formatAmount(minor, currency));
  return RG_MONEY_LIMITS.flatMap((kind) =>
    RG_PERIODS.map((period) => {
      const state = effective(findLimit(rows, kind, period), now);
      return {
        kind,
        period,
        amount: money(state.amount),
        used: formatAmount(usage[kind][period], currency),
        pending: state.pending
          ? { amount: money(state.pending.amount), effectiveAt: state.pending.at.toISOString() }
          : null,
      };
    }),
  );
}

export function sessionView(state: Effective) {
  return {
    minutes: state.amount,
    pending: state.pending ? { minutes: state.pending.amount, effectiveAt: state.pending.at.toISOString() } : null,
  };
}

export function toAdminExclusion(row: ExclusionRow, now: Date): AdminRgExclusion {
  const active = row.kind === 'time_out' ? (row.endsAt ?? now) > now : row.resumeAt === null || row.resumeAt > now;
  return {
    id: row.id,
    kind: row.kind,
    duration: row.duration,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    group: row.groupKey,
    resumeRequestedAt: row.resumeRequestedAt?.toISOString() ?? null,
    resumeAt: row.resumeAt?.toISOString() ?? null,
    active,
  };
}
