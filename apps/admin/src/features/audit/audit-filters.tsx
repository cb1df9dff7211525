import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_PATHS } from '@lobby/contract/core';
import type { OperatorPage } from '@lobby/contract/admin/operators';
import { api } from '../../lib/api';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { auditKindsQuery, type AuditParams } from './audit-query';

const operatorsChoice = {
  queryKey: ['audit-operators'],
  queryFn: () => api<OperatorPage>(`${ADMIN_PATHS.operators}?limit=200&sort=username`),
};

interface Props {
  params: AuditParams;
  /** A filter changed: the page goes back to the newest entries. */
  onChange: (change: Partial<AuditParams>) => void;
}

/** Who, what kind, which action, and from/to days: each kept in the URL. */
export function AuditFilters({ params, onChange }: Props) {
  const { t } = useTranslation();
  const operators = useQuery(operatorsChoice);
  const kinds = useQuery(auditKindsQuery);
  const set = (change: Partial<AuditParams>) => onChange({ ...change, before: undefined });
  const filtered = Boolean(params.operatorId || params.targetType || params.action || params.from || params.to);
  return (
    <form
      role="search"
      aria-label={t('audit.filters')}
      className="mb-3 flex flex-wrap items-end gap-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label={t('audit.operator')} className="w-40">
        {(control) => (
          <select
            {...control}
            value={params.operatorId ?? ''}
            onChange={(e) => set({ operatorId: Number(e.target.value) || undefined })}
            className={INPUT_CLASS}
          >
            <option value="">{t('audit.anyone')}</option>
            {operators.data?.list.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.username}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('audit.kind')} className="w-40">
        {(control) => (
          <select
            {...control}
            value={params.targetType ?? ''}
            onChange={(e) => set({ targetType: e.target.value || undefined })}
            className={INPUT_CLASS}
          >
            <option value="">{t('audit.any')}</option>
            {kinds.data?.targetTypes.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('audit.action')} className="w-48">
        {(control) => (
          <select
            {...control}
            value={params.action ?? ''}
            onChange={(e) => set({ action: e.target.value || undefined })}
            className={INPUT_CLASS}
          >
            <option value="">{t('audit.any')}</option>
            {kinds.data?.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('audit.from')} className="w-36">
        {(control) => (
          <input
            {...control}
            type="date"
            value={params.from ?? ''}
            onChange={(e) => set({ from: e.target.value || undefined })}
            className={`${INPUT_CLASS} [color-scheme:dark]`}
          />
        )}
      </Field>
      <Field label={t('audit.to')} className="w-36">
        {(control) => (
          <input
            {...control}
            type="date"
            value={params.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
            className={`${INPUT_CLASS} [color-scheme:dark]`}
          />
        )}
      </Field>
      {filtered && (
        <Button
          variant="ghost"
          onClick={() =>
            set({ operatorId: undefined, targetType: undefined, action: undefined, from: undefined, to: undefined })
          }
        >
          {t('audit.clear')}
        </Button>
      )}
    </form>
  );
}
