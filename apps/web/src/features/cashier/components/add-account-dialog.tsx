import { useState } from 'react';
import { PAYOUT_ACCOUNT_KINDS, type PayoutAccountKind } from '@lobby/contract/withdrawals';
import { errorMessageKey } from '../../../lib/error-messages';
import type { MessageKey } from '../../../lib/locales/en';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useAddPayoutAccount } from '../api/payout-accounts';
import { ErrorNote } from './error-note';
import { TextField } from '../../../ui/text-field';

const EMPTY = { providerName: '', accountNumber: '', holderName: '', paymentPassword: '' };

/** Add a bank or e-wallet account to be paid to; the payment password confirms it. */
export function AddAccountDialog({
  open,
  onClose,
  requiredHolderName,
}: {
  open: boolean;
  onClose: () => void;
  /** The member's registered name when the site requires the holder to match it. */
  requiredHolderName: string | null;
}) {
  const { t } = useTranslation();
  const add = useAddPayoutAccount();
  const [kind, setKind] = useState<PayoutAccountKind>('bank');
  const [values, setValues] = useState({ ...EMPTY, holderName: requiredHolderName ?? '' });
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const ready = Object.values(values).every((value) => value.trim() !== '');
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });

  const submit = async () => {
    setFailure(null);
    try {
      await add.mutateAsync({ kind, ...values });
      showToast('withdraw.accountSaved', { tone: 'success' });
      setValues({ ...EMPTY, holderName: requiredHolderName ?? '' });
      onClose();
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('withdraw.addAccountTitle')} variant="sheet" showTitle>
      <form
        noValidate
        className="space-y-3 pt-1"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div
          role="radiogroup"
          aria-label={t('withdraw.accountKind')}
          className="grid grid-cols-2 gap-1 rounded-full bg-white/5 p-1"
        >
          {PAYOUT_ACCOUNT_KINDS.map((each) => (
            <button
              key={each}
              type="button"
              role="radio"
              aria-checked={kind === each}
              onClick={() => setKind(each)}
              className="h-9 rounded-full text-sm font-semibold text-muted transition aria-checked:bg-white/10 aria-checked:text-text"
            >
              {t(`withdraw.accountKind.${each}`)}
            </button>
          ))}
        </div>
        <TextField
          label={t(`withdraw.providerName.${kind}`)}
          maxLength={60}
          value={values.providerName}
          onChange={set('providerName')}
        />
        <TextField
          label={t('withdraw.accountNumber')}
          inputMode={kind === 'bank' ? 'numeric' : 'text'}
          autoComplete="off"
          maxLength={40}
          value={values.accountNumber}
          onChange={set('accountNumber')}
        />
        <TextField
          label={t('withdraw.holderName')}
          maxLength={80}
          readOnly={requiredHolderName !== null}
          hint={requiredHolderName !== null ? t('withdraw.holderFixed') : undefined}
          value={values.holderName}
          onChange={set('holderName')}
        />
        <TextField
          label={t('withdraw.paymentPassword')}
          type="password"
          autoComplete="off"
          value={values.paymentPassword}
          onChange={set('paymentPassword')}
        />
        <ErrorNote message={failure} />
        <Button type="submit" size="lg" className="w-full" disabled={!ready || add.isPending}>
          {t('withdraw.saveAccount')}
        </Button>
      </form>
    </Dialog>
  );
}
