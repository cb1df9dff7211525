import { useTranslation } from '../../../lib/use-translation';
import { GamepadIcon } from '../../../ui/icons';
import { useBetRecords } from '../api/bet-records';
import { toInstants } from '../hooks/date-range';
import { useRecordsFilters } from '../hooks/use-records-filters';
import { toneOf } from '../money';
import { BetRow } from './bet-row';
import { DateRangeFilter } from './date-range-filter';
import { DayGroups } from './day-groups';
import { GameTypeFilter } from './filters';
import { RecordsResults } from './records-results';
import { TotalsStrip } from './totals-strip';
import { useSiteMoney } from '../../../shared/site/hooks/use-site-money';

/** Betting record: the member's real-money rounds over a range, by game type. */
export function BetRecordsView() {
  const money = useSiteMoney();
  const { t } = useTranslation();
  const { filters, setPreset, setDays, setGameType } = useRecordsFilters();
  const query = useBetRecords({ ...toInstants(filters.range), gameType: filters.gameType });
  return (
    <div className="space-y-4">
      <DateRangeFilter range={filters.range} preset={filters.preset} onPreset={setPreset} onDays={setDays} />
      <GameTypeFilter value={filters.gameType} onChange={setGameType} />
      <RecordsResults
        query={query}
        totals={({ totals }, busy) => (
          <TotalsStrip
            busy={busy}
            main={{
              label: t('records.winLoss'),
              value: money(totals.winLoss, { signed: true }),
              tone: toneOf(totals.winLoss),
            }}
            items={[
              { label: t('records.bets'), value: String(totals.count) },
              { label: t('records.stake'), value: money(totals.stake) },
              { label: t('records.payout'), value: money(totals.payout) },
            ]}
          />
        )}
        rows={(list) => (
          <DayGroups
            label={t('records.betsList')}
            items={list}
            at={(bet) => bet.createdAt}
            keyOf={(bet) => bet.roundId}
            render={(bet) => <BetRow bet={bet} />}
          />
        )}
        empty={{ title: t('records.betsEmpty'), hint: t('records.emptyHint'), icon: <GamepadIcon size={30} /> }}
      />
    </div>
  );
}
