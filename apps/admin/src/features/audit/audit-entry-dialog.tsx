import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { useFormat } from '../../lib/format';
import { Dialog } from '../../shared/dialog';
import { changeRows } from './audit-query';

/** One entry in full: who, when, on what, and each field as it was and as it became. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntryView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = entry ? changeRows(entry.detail) : [];
  const hasBefore = rows.some((row) => row.before !== null);
  return (
    <Dialog
      open={entry !== null}
      title={entry ? `${entry.action} · ${entry.targetType} #${entry.targetId}` : ''}
      onClose={onClose}
      wide
    >
      {entry && (
        <div className="flex flex-col gap-4 text-sm">
          <dl className="grid grid-cols-[8rem_1fr] gap-y-1">
            <dt className="text-muted">{t('audit.when')}</dt>
            <dd>{format.dateTime(entry.createdAt)}</dd>
            <dt className="text-muted">{t('audit.operator')}</dt>
            <dd>{entry.operatorName ?? t('audit.system')}</dd>
            <dt className="text-muted">{t('audit.ip')}</dt>
            <dd className="font-mono text-xs">{entry.ip}</dd>
          </dl>
          {rows.length === 0 ? (
            <p className="text-muted">{t('audit.noDetail')}</p>
          ) : (
            <table className="w-full border-collapse text-left text-[13px]">
              <caption className="sr-only">{t('audit.changes')}</caption>
              <thead>
                <tr className="text-xs text-muted uppercase">
                  <th scope="col" className="border-b border-line-strong px-3 py-2">
                    {t('audit.field')}
                  </th>
                  {hasBefore && (
                    <th scope="col" className="border-b border-line-strong px-3 py-2">
                      {t('audit.before')}
                    </th>
                  )}
                  <th scope="col" className="border-b border-line-strong px-3 py-2">
                    {hasBefore ? t('audit.after') : t('audit.value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.field} className="border-b border-line align-top">
                    <th scope="row" className="px-3 py-1.5 font-mono text-xs font-normal text-muted">
                      {row.field}
                    </th>
                    {hasBefore && (
                      <td className="px-3 py-1.5 break-all text-rose-200/90 line-through decoration-rose-400/60">
                        {row.before}
                      </td>
                    )}
                    <td className="px-3 py-1.5 break-all text-emerald-200">{row.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </Dialog>
  );
}
