import { useTranslation } from '../../../lib/use-translation';
import { ClockIcon } from '../../../ui/icons';
import { useTransactions } from '../api/transactions';
import { toInstants } from '../hooks/date-range';
import { useRecordsFilters } from '../hooks/use-records-filters';
import { toneOf } from '../money';
import { DateRangeFilter } from './date-range-filter';
import { DayGroups } from './day-groups';
import { KindFilter } from './filters';
import { RecordsResults } from './records-results';
import { TotalsStrip } from './totals-strip';
import { TransactionRow } from './transaction-row';
import { useSiteMoney } from '../../../shared/site/hooks/use-site-money';

/** Account record: every change of the member's balance over a range, by kind. */
export function TransactionsView() {
  const money = useSiteMoney();
  const { t } = useTranslation();
  const { filters, setPreset, setDays, setKind } = useRecordsFilters();
  const query = useTransactions({ ...toInstants(filters.range), kind: filters.kind });
  return (
    <div className="space-y-4">
      <DateRangeFilter range={filters.range} preset={filters.preset} onPreset={setPreset} onDays={setDays} />
      <KindFilter value={filters.kind} onChange={setKind} />
      <RecordsResults
        query={query}
        totals={({ totals }, busy) => (
          <TotalsStrip
            busy={busy}
            main={{ label: t('records.net'), value: money(totals.net, { signed: true }), tone: toneOf(totals.net) }}
            items={[
              { label: t('records.moneyIn'), value: money(totals.moneyIn) },
              { label: t('records.moneyOut'), value: money(totals.moneyOut) },
            ]}
          />
        )}
        rows={(list) => (
          <DayGroups
            label={t('records.transactionsList')}
            items={list}
            at={(entry) => entry.createdAt}
            keyOf={(entry) => entry.id}
            render={(entry) => <TransactionRow entry={entry} />}
          />
        )}
        empty={{ title: t('records.transactionsEmpty'), hint: t('records.emptyHint'), icon: <ClockIcon size={30} /> }}
      />
    </div>
  );
}
