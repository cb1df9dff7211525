import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** The spec's alert for the profile route outside Safari: titled notice, one confirm button. */
export function SafariAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('download.notice')}
      footer={
        <Button className="w-full" data-autofocus onClick={onClose}>
          {t('download.confirm')}
        </Button>
      }
    >
      <p role="alert" className="text-sm text-muted">
        {t('download.useSafari')}
      </p>
    </Dialog>
  );
}
