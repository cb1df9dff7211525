import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface Props {
  /** 1-based page. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
}

/** Offset paging for a list the server counts: "21–40 of 312", previous and next. */
export function Pager({ page, pageSize, totalCount, onPage }: Props) {
  const { t } = useTranslation();
  const from = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(totalCount, page * pageSize);
  return (
    <nav aria-label={t('pager.label')} className="flex items-center gap-3 text-sm">
      <span className="text-muted" aria-live="polite">
        {t('pager.summary', { from, to, total: totalCount })}
      </span>
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Button size="sm" disabled={to >= totalCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
