import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { Button } from '../../shared/button';
import { useListParams } from '../../shared/list-params';
import { PageHeader } from '../../shared/page-header';
import { Panel, QueryState } from '../../shared/query-state';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AuditFilters } from './audit-filters';
import { auditParamsSchema, auditQuery } from './audit-query';
import { AuditTable } from './audit-table';

/** The merchant's audit log, newest first, filtered and paged by the `before` cursor, all kept in the URL. */
export function AuditPage() {
  const { t } = useTranslation();
  const { params, update: setParams } = useListParams(auditParamsSchema);
  const audit = useQuery({ ...auditQuery(params), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<AuditEntryView | null>(null);

  return (
    <section className="flex h-full flex-col">
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <nav aria-label={t('audit.title')} className="flex gap-2">
            <Button disabled={!params.before} onClick={() => setParams({ before: undefined })}>
              {t('audit.newest')}
            </Button>
            <Button
              disabled={!audit.data?.olderBefore}
              onClick={() => audit.data?.olderBefore && setParams({ before: audit.data.olderBefore })}
            >
              {t('audit.older')}
            </Button>
          </nav>
        }
      />
      <AuditFilters params={params} onChange={setParams} />
      <Panel busy={audit.isFetching} className="max-h-full" label={t('audit.title')}>
        <QueryState
          query={audit}
          isEmpty={(page) => page.rows.length === 0}
          empty={t('audit.empty')}
          error={t('audit.error')}
        >
          {(page) => <AuditTable rows={page.rows} onOpen={setOpen} />}
        </QueryState>
      </Panel>
      <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
    </section>
  );
}
