import { useId, useState, type ChangeEvent } from 'react';
import { errorMessageKey } from '../../../lib/error-messages';
import type { MessageKey } from '../../../lib/locales/en';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useSetPaymentPassword } from '../api/payout-accounts';
import { LockIcon } from './cashier-icons';
import { ErrorNote } from './error-note';
import { TextField } from '../../../ui/text-field';

/** First use of the withdraw page: set the payment password (the login password proves it is the member). */
export function PaymentPasswordSetup() {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const titleId = useId();
  const [values, setValues] = useState({ loginPassword: '', paymentPassword: '', confirm: '' });
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const ready = values.loginPassword !== '' && values.paymentPassword !== '' && values.confirm !== '';

  const submit = async () => {
    if (values.paymentPassword !== values.confirm) return setFailure('withdraw.passwordsDiffer');
    setFailure(null);
    try {
      await save.mutateAsync({ loginPassword: values.loginPassword, paymentPassword: values.paymentPassword });
      showToast('withdraw.passwordSaved', { tone: 'success' });
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  };

  const field = (key: keyof typeof values) => ({
    type: 'password',
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: event.target.value }),
  });

  return (
    <section aria-labelledby={titleId} className="rounded-3xl border border-line bg-surface p-5 shadow-card">
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gold-400/15 text-gold-300">
          <LockIcon size={24} />
        </span>
        <h2 id={titleId} className="text-base font-extrabold">
          {t('withdraw.setPassword')}
        </h2>
      </div>
      <p className="mt-3 text-sm text-muted">{t('withdraw.setPasswordHint')}</p>
      <form
        noValidate
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={t('withdraw.loginPassword')} autoComplete="current-password" {...field('loginPassword')} />
        <TextField label={t('withdraw.newPaymentPassword')} autoComplete="new-password" {...field('paymentPassword')} />
        <TextField label={t('withdraw.confirmPaymentPassword')} autoComplete="new-password" {...field('confirm')} />
        <ErrorNote message={failure} />
        <Button type="submit" size="lg" className="w-full" disabled={!ready || save.isPending}>
          {t('withdraw.savePassword')}
        </Button>
      </form>
    </section>
  );
}
