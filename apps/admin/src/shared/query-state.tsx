import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface Props<T> {
  query: UseQueryResult<T>;
  /** Whether the loaded data is empty (shows `empty`). */
  isEmpty?: (data: T) => boolean;
  empty?: string;
  error?: string;
  children: (data: T) => ReactNode;
}

/** Loading, error (with retry) and empty states around a query, the same on every page. */
export function QueryState<T>({ query, isEmpty, empty, error, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <p className="p-6 text-muted">{t('state.loading')}</p>;
  if (query.isError)
    return (
      <div role="alert" className="flex items-center gap-4 p-6">
        <p className="text-rose-300">{error ?? t('state.error')}</p>
        <Button onClick={() => void query.refetch()}>{t('state.retry')}</Button>
      </div>
    );
  if (isEmpty?.(query.data)) return <p className="p-6 text-muted">{empty ?? t('state.empty')}</p>;
  return children(query.data);
}

/**
 * The bordered surface a table or a panel sits on. It scrolls when its content is taller, so it takes
 * the keyboard's focus (arrow keys scroll it), as axe's scrollable-region rule asks.
 */
export function Panel({ children, busy, className = '' }: { children: ReactNode; busy?: boolean; className?: string }) {
  return (
    <div
      tabIndex={0}
      className={`min-h-0 overflow-auto rounded-lg border border-line bg-ink-900 focus-visible:outline-2 focus-visible:outline-gold-400 ${className}`}
      aria-busy={busy}
    >
      {children}
    </div>
  );
}
