import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { RG_PERIODS } from '@lobby/contract/responsible-gaming';
import { moneyAmountSchema } from '@lobby/contract/withdrawals';
import { errorMessageKey } from '../../../lib/error-messages';
import type { MessageKey } from '../../../lib/locales/en';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { ErrorNote } from '../../../ui/error-note';
import { TextField } from '../../../ui/text-field';
import { usePromptDone, useRgOverview, useSetLimit } from '../api/responsible-gaming';

const formSchema = z.object({ period: z.enum(RG_PERIODS), amount: moneyAmountSchema });

/**
 * Before a first deposit: an offer to set a deposit limit. Setting one or skipping answers it for
 * good; it never blocks the deposit form below it.
 */
export function DepositLimitPrompt() {
  const { t } = useTranslation();
  const headingId = useId();
  const periodId = useId();
  const overview = useRgOverview();
  const setLimit = useSetLimit();
  const done = usePromptDone();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { period: 'day' as const, amount: '' } });
  if (!overview.data?.depositLimitPrompt) return null;
  const { currency } = overview.data;

  const submit = form.handleSubmit(async ({ period, amount }) => {
    setFailure(null);
    try {
      await setLimit.mutateAsync({ kind: 'deposit', period, amount });
      await done.mutateAsync(undefined);
      showToast('rg.saved', { tone: 'success' });
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-3xl border border-violet-400/30 bg-gradient-to-br from-violet-500/20 to-transparent p-4"
    >
      <h2 id={headingId} className="text-base font-bold">
        {t('rg.prompt.title')}
      </h2>
      <p className="mt-1 mb-3 text-xs leading-relaxed text-muted">{t('rg.prompt.text')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        <div className="grid grid-cols-[1fr_1.4fr] gap-2">
          <div className="space-y-1.5">
            <label htmlFor={periodId} className="block text-xs font-semibold text-muted">
              {t('rg.prompt.period')}
            </label>
            <select
              id={periodId}
              {...form.register('period')}
              className="h-11 w-full rounded-xl border border-line-strong bg-ink-900 px-3 text-sm text-text focus:border-gold-400/70 focus:outline-none"
            >
              {RG_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`rg.period.${period}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField label={t('rg.amount', { currency })} inputMode="decimal" {...form.register('amount')} />
        </div>
        <ErrorNote message={failure} />
        <div className="flex gap-2">
          <Button variant="ghost" className="flex-1" disabled={done.isPending} onClick={() => done.mutate(undefined)}>
            {t('rg.prompt.skip')}
          </Button>
          <Button type="submit" className="flex-1" disabled={setLimit.isPending}>
            {t('rg.prompt.set')}
          </Button>
        </div>
      </form>
    </section>
  );
}
