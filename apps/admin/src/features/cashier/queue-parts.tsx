import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFile, saveFile } from '../../lib/api';
import { Button } from '../../shared/button';

/** Every row the filters match as a CSV file (the API's ?format=csv). */
export function ExportButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: async () => saveFile(await apiFile(path)) });
  return (
    <div className="flex items-center gap-3">
      {download.isError && (
        <p role="alert" className="text-sm text-rose-300">
          {t('cashier.exportFailed')}
        </p>
      )}
      <Button onClick={() => download.mutate()} disabled={download.isPending}>
        <span aria-hidden>⤓</span>
        {download.isPending ? t('cashier.exporting') : t('cashier.exportCsv')}
      </Button>
    </div>
  );
}

/**
 * What both queues show beside their pager once the filter matches something: a summary of the filtered
 * rows where the API gives one (the withdrawals' total), and the CSV export of the whole filter.
 */
export function QueueActions({
  totalCount,
  summary,
  exportPath,
}: {
  totalCount: number | undefined;
  summary?: ReactNode;
  exportPath: string;
}) {
  if (!totalCount) return null;
  return (
    <>
      {summary && <p className="mr-auto text-sm text-muted">{summary}</p>}
      <ExportButton path={exportPath} />
    </>
  );
}
