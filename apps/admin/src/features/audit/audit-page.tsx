import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
      <header className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h1 className="text-xl font-semibold">{t('audit.title')}</h1>
          <p className="mt-0.5 text-sm text-muted">{t('audit.subtitle')}</p>
        </div>
        <nav aria-label={t('audit.title')} className="flex gap-2">
          <PageButton label={t('audit.newest')} disabled={before === null} onClick={() => setSearch({})} />
          <PageButton
            label={t('audit.older')}
            disabled={!audit.data?.olderBefore}
            onClick={() => audit.data?.olderBefore && setSearch({ before: String(audit.data.olderBefore) })}
          />
        </nav>
      </header>
      <div
        className="max-h-full min-h-0 overflow-auto rounded-lg border border-line bg-ink-900"
        aria-busy={audit.isFetching}
      >
        {audit.isPending ? (
          <p className="p-6 text-muted">{t('audit.loading')}</p>
        ) : audit.isError ? (
          <div role="alert" className="flex items-center gap-4 p-6">
            <p className="text-rose-300">{t('audit.error')}</p>
            <PageButton label={t('audit.retry')} onClick={() => void audit.refetch()} />
          </div>
        ) : audit.data.rows.length === 0 ? (
          <p className="p-6 text-muted">{t('audit.empty')}</p>
        ) : (
          <AuditTable rows={audit.data.rows} />
        )}
      </div>
    </section>
  );
}

function PageButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className="h-8 rounded-md border border-line-strong px-3 text-sm font-medium hover:bg-ink-800 disabled:cursor-not-allowed disabled:opacity-40"
    >
      {label}
    </button>
  );
}
