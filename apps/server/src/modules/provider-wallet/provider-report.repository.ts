import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { providerConnections, providerRounds, providers } from '../../db/schema/index';

export interface ReportRange {
  merchantCode: string;
  timeZone: string;
  /** Days (YYYY-MM-DD) in the merchant's time zone, both included. */
  from: string;
  to: string;
  providerCode?: string | undefined;
}

export type ReportRow = {
  day: string;
  provider_code: string;
  transactions: number;
  bets: string;
  wins: string;
  refunds: string;
};

/** The operator's reads: the report per provider and day, and the connections (never their secrets). */
export function createProviderReportRepository(db: Db) {
  return {
    /**
     * Real-money transactions per provider and day of the merchant's time zone: bets and wins that moved
     * money, and the bets refunded since (by the provider's rollback or by reconciliation), on their bet's day.
     */
    report(range: ReportRange): Promise<ReportRow[]> {
      const { merchantCode, timeZone, from, to, providerCode } = range;
      return queryRows<ReportRow>(
        db,
        sql`select to_char((t.created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, t.provider_code,
              count(*)::int as transactions,
              coalesce(sum(t.amount_minor) filter (where t.kind = 'debit' and t.applied), 0)::text as bets,
              coalesce(sum(t.amount_minor) filter (where t.kind = 'credit' and t.applied), 0)::text as wins,
              coalesce(sum(t.amount_minor) filter (where t.kind = 'debit' and t.applied and t.rolled_back), 0)::text as refunds
            from provider_transactions t
            left join provider_rounds r
              on r.provider_code = t.provider_code and r.merchant_code = t.merchant_code and r.round_id = t.round_id
            where t.merchant_code = ${merchantCode} and not t.tombstone and coalesce(r.mode, 'real') = 'real'
              and t.created_at >= (${from}::date::timestamp at time zone ${timeZone})
              and t.created_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})
              ${providerCode ? sql`and t.provider_code = ${providerCode}` : sql``}
            group by 1, 2
            order by 1 desc, 2`,
      );
    },

    /** The merchant's connections, each with its open rounds and whether a secret is stored (never the secret). */
    async connections(merchantCode: string) {
      const openRounds = db
        .select({ providerCode: providerRounds.providerCode, open: count().as('open') })
        .from(providerRounds)
        .where(and(eq(providerRounds.merchantCode, merchantCode), eq(providerRounds.status, 'open')))
        .groupBy(providerRounds.providerCode)
        .as('open_rounds');
      return db
        .select({
          providerCode: providerConnections.providerCode,
          displayName: sql<string>`coalesce(${providers.displayName}, ${providerConnections.providerCode})`,
          adapter: providerConnections.adapter,
          baseUrl: providerConnections.baseUrl,
          operatorId: providerConnections.operatorId,
          openRoundTimeoutSeconds: providerConnections.openRoundTimeoutSeconds,
          reconciliation: providerConnections.reconciliation,
          enabled: providerConnections.enabled,
          openRounds: sql<number>`coalesce(${openRounds.open}, 0)::int`,
          secretSet: sql<boolean>`${providerConnections.secretSealed} is not null`,
          secretRotatedAt: sql<
            string | null
          >`to_char(${providerConnections.secretRotatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        })
        .from(providerConnections)
        .leftJoin(
          providers,
          and(
            eq(providers.merchantCode, providerConnections.merchantCode),
            eq(providers.vassalage, providerConnections.providerCode),
          ),
        )
        .leftJoin(openRounds, eq(openRounds.providerCode, providerConnections.providerCode))
        .where(eq(providerConnections.merchantCode, merchantCode))
        .orderBy(asc(providerConnections.providerCode));
    },
  };
}
export type ProviderReportRepository = ReturnType<typeof createProviderReportRepository>;
