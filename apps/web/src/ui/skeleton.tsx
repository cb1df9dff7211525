import { SKELETON_ITEMS } from '@lobby/contract/core';
import { useTranslation } from '../lib/use-translation';

/** Placeholder tiles shown while a game list loads for the first time. */
export function GameGridSkeleton({ count = SKELETON_ITEMS }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('games.loading')} className="grid animate-breathe grid-cols-3 gap-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="skeleton-item" className="overflow-hidden rounded-card bg-ink-850">
          <div className="skeleton aspect-square" />
          <div className="h-14 space-y-1.5 p-2">
            <div className="skeleton h-3 w-4/5 rounded" />
            <div className="skeleton h-2.5 w-1/2 rounded" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton rounded-xl ${className}`} />;
}
