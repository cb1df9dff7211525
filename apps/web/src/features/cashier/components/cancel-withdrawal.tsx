import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useCancelWithdrawal } from '../api/withdrawals';

/** Take back a pending request (only where the site allows it); its hold comes back to the balance. */
export function CancelWithdrawal({ requestNo }: { requestNo: string }) {
  const { t } = useTranslation();
  const cancel = useCancelWithdrawal();
  const onClick = async () => {
    try {
      await cancel.mutateAsync(requestNo);
    } catch (error) {
      showToast(errorMessageKey(error), { tone: 'error' });
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={cancel.isPending} onClick={() => void onClick()}>
      {t('withdraw.cancel')}
    </Button>
  );
}
