import { useTranslation } from '../../../lib/use-translation';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useChannels } from '../api/channels';
import type { DepositOrder } from '@lobby/contract/deposits';
import { DepositIcon } from './cashier-icons';
import { DepositForm } from './deposit-form';

/** The deposit form once the member's channels are known; none open says so instead of an empty form. */
export function DepositPanel({ onOrder }: { onOrder: (order: DepositOrder) => void }) {
  const { t } = useTranslation();
  const channels = useChannels('deposit');
  if (channels.isError && !channels.data) {
    return <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />;
  }
  if (!channels.data) {
    return (
      <div role="status" aria-label={t('cashier.loading')} className="space-y-4">
        <Skeleton className="h-56 rounded-3xl" />
        <Skeleton className="h-48 rounded-3xl" />
      </div>
    );
  }
  if (channels.data.channels.length === 0) {
    return (
      <EmptyState title={t('cashier.noMethods')} hint={t('cashier.noMethodsHint')} icon={<DepositIcon size={30} />} />
    );
  }
  return <DepositForm channels={channels.data.channels} onOrder={onOrder} />;
}
