import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { moneyAmountSchema } from '@lobby/contract/withdrawals';
import type { RgMoneyLimitView } from '@lobby/contract/responsible-gaming';
import { errorMessageKey } from '../../../lib/error-messages';
import type { MessageKey } from '../../../lib/locales/en';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorNote } from '../../../ui/error-note';
import { TextField } from '../../../ui/text-field';
import { useSetLimit } from '../api/responsible-gaming';

const formSchema = z.object({ amount: moneyAmountSchema });

/** Set, change or remove one money limit; the server says whether it applies now or in 24 hours. */
export function LimitSheet({
  limit,
  currency,
  onClose,
}: {
  limit: RgMoneyLimitView | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetLimit();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const form = useForm({ resolver: zodResolver(formSchema), values: { amount: limit?.amount ?? '' } });
  if (!limit) return null;
  const name = `${t(`rg.period.${limit.period}`)} ${t(`rg.group.${limit.kind}`).toLowerCase()}`;

  const send = async (amount: string | null) => {
    setFailure(null);
    try {
      const overview = await save.mutateAsync({ kind: limit.kind, period: limit.period, amount });
      const now = overview.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
      showToast(now?.pending ? 'rg.savedPending' : 'rg.saved', { tone: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('rg.editLimit', { name })} variant="sheet" showTitle>
      <form noValidate className="space-y-4 pt-1" onSubmit={form.handleSubmit(({ amount }) => send(amount))}>
        <TextField
          label={t('rg.amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={form.formState.errors.amount ? true : undefined}
          {...form.register('amount')}
        />
        <p className="text-xs text-subtle">{t('rg.intro')}</p>
        <ErrorNote message={failure} />
        <div className="flex gap-2">
          {limit.amount !== null ? (
            <Button variant="outline" className="flex-1" disabled={save.isPending} onClick={() => void send(null)}>
              {t('rg.remove')}
            </Button>
          ) : null}
          <Button type="submit" className="flex-1" disabled={save.isPending}>
            {t('rg.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
