import { useTranslation } from '../../../lib/use-translation';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { useDownloadOffer } from '../hooks/use-download-offer';
import { DownloadPanel } from './download-panel';

/** The download popup: the same offer as the page, over the current page. */
export function DownloadPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { offer, name } = useDownloadOffer();
  return (
    <Dialog open={open} onClose={onClose} title={t('title.download')}>
      {offer ? <DownloadPanel offer={offer} name={name} /> : <Skeleton className="h-48" />}
    </Dialog>
  );
}
