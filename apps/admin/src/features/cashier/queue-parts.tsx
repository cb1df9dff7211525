import { useMutation } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { apiFile, saveFile } from '../../lib/api';
import { Button } from '../../shared/button';
import type { QueueParams } from './queue-params';

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

/** The table's sort as the URL keeps it (one column, up or down). */
export function sortingOf(params: Pick<QueueParams, 'sort' | 'order'>): SortingState {
  return [{ id: params.sort, desc: params.order === 'desc' }];
}

/** A header click as the URL's sort and order; a new column starts with its largest or newest. */
export function sortChange<S extends string>(
  current: SortingState,
  change: SortingState | ((old: SortingState) => SortingState),
): { sort: S; order: 'asc' | 'desc' } | null {
  const next = (typeof change === 'function' ? change(current) : change)[0];
  return next ? { sort: next.id as S, order: next.desc ? 'desc' : 'asc' } : null;
}
