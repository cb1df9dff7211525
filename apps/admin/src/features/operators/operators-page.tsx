import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorAccount } from '@lobby/contract/admin/operators';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { Field, INPUT_CLASS } from '../../shared/field';
import { useListParams } from '../../shared/list-params';
import { PageHeader } from '../../shared/page-header';
import { ServerTable } from '../../shared/server-table';
import { useSession } from '../../shared/session-context';
import { failureMessage } from '../auth/failure-message';
import { CreateOperatorDialog } from './create-operator-dialog';
import {
  OPERATORS_PAGE_SIZE,
  operatorsParamsSchema,
  operatorsQuery,
  resetTwoFactor,
  updateOperator,
} from './operators-query';
import { useOperatorColumns } from './operators-columns';
import { SecurityToggle } from './security-toggle';

type Pending = { kind: 'disable' | 'reset'; row: OperatorAccount } | null;

/** The merchant's operators: filter, sort and page on the server; create, change role, disable, reset 2FA. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { session } = useSession();
  const listParams = useListParams(operatorsParamsSchema);
  const { params, update: setParams } = listParams;
  const list = useQuery({ ...operatorsQuery(params), placeholderData: keepPreviousData });
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const change = useMutation({
    mutationFn: (run: () => Promise<OperatorAccount>) => run(),
    onSettled: () => client.invalidateQueries({ queryKey: ['operators'] }),
    onSuccess: () => setPending(null),
  });
  const columns = useOperatorColumns({
    selfId: session?.operator.id ?? 0,
    busy: change.isPending,
    onRole: (row, role) => change.mutate(() => updateOperator(row.id, { role })),
    onEnable: (row) => change.mutate(() => updateOperator(row.id, { disabled: false })),
    onDisable: (row) => setPending({ kind: 'disable', row }),
    onReset: (row) => setPending({ kind: 'reset', row }),
  });

  return (
    <section className="flex h-full flex-col">
      <PageHeader
        title={t('operators.title')}
        subtitle={t('operators.subtitle')}
        actions={
          <>
            <SecurityToggle />
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t('operators.create')}
            </Button>
          </>
        }
      />
      <form role="search" className="mb-3 flex items-end gap-3" onSubmit={(event) => event.preventDefault()}>
        <Field label={t('operators.search')} className="w-56">
          {(control) => (
            <input
              {...control}
              type="search"
              defaultValue={params.q ?? ''}
              onChange={(event) => setParams({ q: event.target.value || undefined })}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('operators.role')} className="w-40">
          {(control) => (
            <select
              {...control}
              value={params.role ?? ''}
              onChange={(e) => setParams({ role: (e.target.value || undefined) as never })}
              className={INPUT_CLASS}
            >
              <option value="">{t('operators.any')}</option>
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`operators.role.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('operators.status')} className="w-40">
          {(control) => (
            <select
              {...control}
              value={params.status ?? ''}
              onChange={(e) => setParams({ status: (e.target.value || undefined) as never })}
              className={INPUT_CLASS}
            >
              <option value="">{t('operators.any')}</option>
              <option value="active">{t('operators.active')}</option>
              <option value="disabled">{t('operators.disabled')}</option>
            </select>
          )}
        </Field>
      </form>
      {change.isError && !pending && (
        <p
          role="alert"
          className="mb-3 rounded-md border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200"
        >
          {failureMessage(change.error, t)}
        </p>
      )}
      <ServerTable
        query={list}
        columns={columns}
        list={listParams}
        pageSize={OPERATORS_PAGE_SIZE}
        label={t('operators.title')}
        empty={t('operators.empty')}
        error={t('operators.error')}
        panelClassName="max-h-full"
      />
      <CreateOperatorDialog open={creating} onClose={() => setCreating(false)} />
      <Dialog
        open={pending !== null}
        title={
          pending
            ? t(pending.kind === 'reset' ? 'operators.resetTitle' : 'operators.disableTitle', {
                name: pending.row.username,
              })
            : ''
        }
        onClose={() => setPending(null)}
        footer={
          <>
            <Button onClick={() => setPending(null)}>{t('dialog.cancel')}</Button>
            <Button
              variant="danger"
              disabled={change.isPending}
              onClick={() =>
                pending &&
                change.mutate(() =>
                  pending.kind === 'reset'
                    ? resetTwoFactor(pending.row.id)
                    : updateOperator(pending.row.id, { disabled: true }),
                )
              }
            >
              {t('operators.confirm')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">
          {t(pending?.kind === 'reset' ? 'operators.resetBody' : 'operators.disableBody')}
        </p>
        {change.isError && pending && (
          <p role="alert" className="mt-3 text-sm text-rose-300">
            {failureMessage(change.error, t)}
          </p>
        )}
      </Dialog>
    </section>
  );
}
