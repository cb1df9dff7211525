import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../shared/button';
import { PageHeader } from '../../shared/page-header';
import { Panel, QueryState } from '../../shared/query-state';
import { auditQuery, beforeFromSearch } from './audit-query';
import { AuditTable } from './audit-table';

/** The merchant's audit log, newest first, paged by the `before` cursor kept in the URL. */
export function AuditPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const before = beforeFromSearch(search);
  const audit = useQuery({ ...auditQuery(before), placeholderData: keepPreviousData });

  return (
    <section className="flex h-full flex-col">
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <nav aria-label={t('audit.title')} className="flex gap-2">
            <Button disabled={before === null} onClick={() => setSearch({})}>
              {t('audit.newest')}
            </Button>
            <Button
              disabled={!audit.data?.olderBefore}
              onClick={() => audit.data?.olderBefore && setSearch({ before: String(audit.data.olderBefore) })}
            >
              {t('audit.older')}
            </Button>
          </nav>
        }
      />
      <Panel busy={audit.isFetching} className="max-h-full" label={t('audit.title')}>
        <QueryState
          query={audit}
          isEmpty={(page) => page.rows.length === 0}
          empty={t('audit.empty')}
          error={t('audit.error')}
        >
          {(page) => <AuditTable rows={page.rows} />}
        </QueryState>
      </Panel>
    </section>
  );
}
