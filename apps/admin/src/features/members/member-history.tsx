import type { AdminMemberReward, AdminMemberRound } from '@lobby/contract/admin/members';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { DataTable } from '../../shared/data-table';
import { Pager } from '../../shared/pager';
import { QueryState } from '../../shared/query-state';
import { rewardsQuery, roundsQuery, TAB_PAGE_SIZE } from './members-api';

interface Props {
  id: number;
  page: number;
  onPage: (page: number) => void;
}

const round = createColumnHelper<AdminMemberRound>();
const mono = (value: string) => <span className="font-mono tabular-nums">{value}</span>;

/** The member's in-house rounds, newest first, paged. */
export function MemberRounds({ id, page, onPage }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const rounds = useQuery({ ...roundsQuery(id, page), placeholderData: keepPreviousData });
  const columns = useMemo(
    () => [
      round.accessor('createdAt', { header: t('ledger.when'), cell: (info) => format.dateTime(info.getValue()) }),
      round.accessor('gameType', {
        header: t('rounds.game'),
        cell: (info) => `${info.getValue()} · ${info.row.original.engine}`,
      }),
      round.accessor('roundId', {
        header: t('rounds.round'),
        cell: (info) => <span className="font-mono text-xs text-muted">{info.getValue()}</span>,
      }),
      round.accessor('mode', { header: t('rounds.mode') }),
      round.accessor('stake', { header: t('rounds.stake'), cell: (info) => mono(format.money(info.getValue())) }),
      round.accessor('payout', { header: t('rounds.payout'), cell: (info) => mono(format.money(info.getValue())) }),
      round.accessor('balanceAfter', {
        header: t('ledger.after'),
        cell: (info) => mono(format.money(info.getValue())),
      }),
    ],
    [t, format],
  );
  return (
    <QueryState query={rounds} isEmpty={(data) => data.list.length === 0} empty={t('rounds.empty')}>
      {(data) => (
        <>
          <DataTable
            rows={data.list}
            columns={columns}
            getRowId={(row) => String(row.id)}
            caption={t('member.tab.rounds')}
          />
          <footer className="flex justify-end px-4 py-2">
            <Pager page={page} pageSize={TAB_PAGE_SIZE} totalCount={data.totalCount} onPage={onPage} />
          </footer>
        </>
      )}
    </QueryState>
  );
}

const reward = createColumnHelper<AdminMemberReward>();
const REWARD_TONES = { pending: 'text-amber-300', approved: 'text-emerald-300', rejected: 'text-rose-300' } as const;

/** The member's reward applications, newest first, paged. */
export function MemberRewards({ id, page, onPage }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const rewards = useQuery({ ...rewardsQuery(id, page), placeholderData: keepPreviousData });
  const columns = useMemo(
    () => [
      reward.accessor('createdAt', { header: t('rewards.applied'), cell: (info) => format.dateTime(info.getValue()) }),
      reward.accessor('promotionTitle', { header: t('rewards.promotion') }),
      reward.accessor('status', {
        header: t('rewards.status'),
        cell: (info) => <span className={REWARD_TONES[info.getValue()]}>{t(`rewards.status.${info.getValue()}`)}</span>,
      }),
      reward.accessor('reward', { header: t('rewards.reward'), cell: (info) => mono(format.money(info.getValue())) }),
      reward.accessor('reviewedAt', {
        header: t('rewards.reviewed'),
        cell: (info) => {
          const value = info.getValue();
          return value ? format.dateTime(value) : '—';
        },
      }),
    ],
    [t, format],
  );
  return (
    <QueryState query={rewards} isEmpty={(data) => data.list.length === 0} empty={t('rewards.empty')}>
      {(data) => (
        <>
          <DataTable
            rows={data.list}
            columns={columns}
            getRowId={(row) => String(row.id)}
            caption={t('member.tab.rewards')}
          />
          <footer className="flex justify-end px-4 py-2">
            <Pager page={page} pageSize={TAB_PAGE_SIZE} totalCount={data.totalCount} onPage={onPage} />
          </footer>
        </>
      )}
    </QueryState>
  );
}
