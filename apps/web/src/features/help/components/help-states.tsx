import { useTranslation } from '../../../lib/use-translation';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/status-views';
import { LifebuoyIcon } from '../../../ui/icons';

export function HelpSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('help.topics')} className="space-y-4">
      <div className="flex gap-2">
        <Skeleton className="h-9 w-36 rounded-full" />
        <Skeleton className="h-9 w-24 rounded-full" />
        <Skeleton className="h-9 w-28 rounded-full" />
      </div>
      <Skeleton className="h-40 rounded-3xl" />
      <Skeleton className="h-12 rounded-2xl" />
      <Skeleton className="h-12 rounded-2xl" />
    </div>
  );
}

export function HelpEmpty() {
  const { t } = useTranslation();
  return <EmptyState title={t('help.empty')} hint={t('help.emptyHint')} icon={<LifebuoyIcon size={28} />} />;
}
