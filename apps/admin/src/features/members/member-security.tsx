import type { AdminMemberSecurity } from '@lobby/contract/admin/security';
import type { LoginHistoryEntry } from '@lobby/contract/security';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { DataTable } from '../../shared/data-table';
import { Dialog } from '../../shared/dialog';
import { QueryState } from '../../shared/query-state';
import { useSession } from '../../shared/session-context';
import { errorText } from './error-text';

const column = createColumnHelper<LoginHistoryEntry>();
const securityQuery = (id: number) =>
  queryOptions({
    queryKey: ['member', id, 'security'],
    queryFn: () => api<AdminMemberSecurity>(`${ADMIN_PATHS.members}/${id}/security`),
  });

/** The member's two-factor state (admins may reset it) and latest sign-ins. */
export function MemberSecurity({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(securityQuery(id));
  const columns = useLoginColumns();
  return (
    <QueryState query={query}>
      {(security) => (
        <div>
          <TwoFactorBar id={id} twoFactor={security.twoFactor} />
          <h3 className="px-4 pt-3 text-sm font-semibold text-muted">{t('security.logins')}</h3>
          {security.logins.length === 0 ? (
            <p className="px-4 py-6 text-sm text-muted">{t('security.loginsEmpty')}</p>
          ) : (
            <DataTable
              rows={security.logins}
              columns={columns}
              getRowId={(row) => String(row.id)}
              caption={t('security.logins')}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}

function useLoginColumns() {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('at', { header: t('security.at'), cell: (info) => format.dateTime(info.getValue()) }),
      column.accessor('method', { header: t('security.method'), cell: (info) => t(`security.method.${info.getValue()}`) }),
      column.accessor('result', {
        header: t('security.result'),
        cell: (info) => (
          <span className={info.getValue() === 'success' ? 'text-emerald-300' : 'text-amber-300'}>
            {t(`security.result.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('ip', {
        header: t('security.address'),
        cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
      }),
      column.accessor('country', { header: t('security.country'), cell: (info) => info.getValue() ?? '—' }),
      column.accessor('device', {
        header: t('security.device'),
        cell: (info) => [info.getValue().browser, info.getValue().os].filter(Boolean).join(' · ') || '—',
      }),
    ],
    [t, format],
  );
}

function TwoFactorBar({ id, twoFactor }: { id: number; twoFactor: AdminMemberSecurity['twoFactor'] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const isAdmin = useSession().session?.operator.role === 'admin';
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => api(`${ADMIN_PATHS.members}/${id}/two-factor`, { method: 'DELETE' }),
    onSuccess: () => setConfirming(false),
    onSettled: () => client.invalidateQueries({ queryKey: ['member', id, 'security'] }),
  });
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
      <p className="text-sm">
        <span className="font-semibold">{t('security.twoFactor')}: </span>
        <span className={twoFactor.on ? 'text-emerald-300' : 'text-muted'}>
          {twoFactor.on ? t('security.on', { count: twoFactor.recoveryCodesLeft }) : t('security.off')}
        </span>
      </p>
      {isAdmin && twoFactor.on && (
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          {t('security.reset')}
        </Button>
      )}
      <Dialog
        open={confirming}
        title={t('security.resetTitle')}
        onClose={() => setConfirming(false)}
        footer={
          <Button variant="danger" disabled={reset.isPending} onClick={() => reset.mutate()}>
            {t('security.resetConfirm')}
          </Button>
        }
      >
        <p className="text-sm text-muted">{t('security.resetBody')}</p>
        {reset.isError && (
          <p role="alert" className="mt-3 text-sm text-rose-300">
            {errorText(reset.error, t)}
          </p>
        )}
      </Dialog>
    </div>
  );
}
