import { useTranslation } from '../../../lib/use-translation';
import { GameGridSkeleton, Skeleton } from '../../../ui/skeleton';

/** Home while its data loads: the same frame sizes as the real sections, so nothing jumps. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-5" role="status" aria-label={t('app.loading')}>
      <Skeleton className="aspect-[5/2] w-full rounded-2xl" />
      <Skeleton className="h-[150px] w-full rounded-2xl" />
      <div className="flex gap-2 overflow-hidden py-2">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-24 shrink-0 rounded-full" />
        ))}
      </div>
      <Skeleton className="h-7 w-40" />
      <GameGridSkeleton />
    </div>
  );
}
