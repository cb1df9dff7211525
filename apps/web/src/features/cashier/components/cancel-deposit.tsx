import { useState } from 'react';
import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useCancelDeposit } from '../api/deposits';

/** Cancel a pending order, after a confirmation that warns against cancelling money already sent. */
export function CancelDeposit({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelDeposit();
  const confirm = async () => {
    try {
      await cancel.mutateAsync(orderNo);
    } catch (error) {
      showToast(errorMessageKey(error), { tone: 'error' });
    }
    setConfirming(false);
  };
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
        className="h-11 w-full rounded-full text-sm font-semibold text-muted transition hover:bg-white/5 hover:text-text"
      >
        {t('deposit.cancel')}
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('deposit.cancelConfirm')}
        footer={
          <div className="grid grid-cols-2 gap-3">
            <Button variant="outline" size="lg" onClick={() => setConfirming(false)}>
              {t('deposit.keep')}
            </Button>
            <Button size="lg" disabled={cancel.isPending} onClick={() => void confirm()}>
              {t('deposit.cancelYes')}
            </Button>
          </div>
        }
      >
        <p className="pb-1 text-sm text-muted">{t('deposit.cancelBody')}</p>
      </Dialog>
    </>
  );
}
