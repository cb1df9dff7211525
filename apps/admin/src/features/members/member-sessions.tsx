import type { AdminMemberSession } from '@lobby/contract/admin/members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { DataTable } from '../../shared/data-table';
import { QueryState } from '../../shared/query-state';
import { useSession } from '../../shared/session-context';
import { errorText } from './error-text';
import { revokeSessions, sessionsQuery } from './members-api';

const column = createColumnHelper<AdminMemberSession>();

/** The member's sessions, newest first; admins end one or all. */
export function MemberSessions({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useQueryClient();
  const isAdmin = useSession().session?.operator.role === 'admin';
  const sessions = useQuery(sessionsQuery(id));
  const revoke = useMutation({
    mutationFn: (sessionId?: number) => revokeSessions(id, sessionId),
    onSettled: () => client.invalidateQueries({ queryKey: ['member', id] }),
  });
  const columns = useMemo(
    () => [
      column.accessor('userAgent', {
        header: t('sessions.device'),
        cell: (info) => (
          <span className="block max-w-[22rem] truncate" title={info.getValue()}>
            {info.getValue() || '—'}
          </span>
        ),
      }),
      column.accessor('ip', {
        header: t('sessions.address'),
        cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
      }),
      column.accessor('createdAt', { header: t('sessions.started'), cell: (info) => format.dateTime(info.getValue()) }),
      column.accessor('lastSeenAt', {
        header: t('sessions.lastSeen'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      column.display({
        id: 'state',
        header: t('sessions.state'),
        cell: ({ row: { original } }) =>
          original.live ? (
            <span className="text-emerald-300">{t('sessions.live')}</span>
          ) : (
            <span className="text-muted">
              {original.revokedAt
                ? t('sessions.ended', { reason: original.revokeReason ?? '' })
                : t('sessions.expired')}
            </span>
          ),
      }),
      ...(isAdmin
        ? [
            column.display({
              id: 'revoke',
              header: () => <span className="sr-only">{t('sessions.revoke')}</span>,
              cell: ({ row: { original } }) =>
                original.live && (
                  <Button size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(original.id)}>
                    {t('sessions.revoke')}
                  </Button>
                ),
            }),
          ]
        : []),
    ],
    [t, format, isAdmin, revoke],
  );
  return (
    <div>
      {isAdmin && (
        <div className="flex items-center justify-end gap-3 border-b border-line px-4 py-2">
          {revoke.isError && (
            <p role="alert" className="text-sm text-rose-300">
              {errorText(revoke.error, t)}
            </p>
          )}
          <Button
            variant="danger"
            size="sm"
            disabled={revoke.isPending || !sessions.data?.some((session) => session.live)}
            onClick={() => revoke.mutate(undefined)}
          >
            {t('sessions.revokeAll')}
          </Button>
        </div>
      )}
      <QueryState query={sessions} isEmpty={(list) => list.length === 0} empty={t('sessions.empty')}>
        {(list) => (
          <DataTable
            rows={list}
            columns={columns}
            getRowId={(row) => String(row.id)}
            caption={t('member.tab.sessions')}
          />
        )}
      </QueryState>
    </div>
  );
}
