import { zodResolver } from '@hookform/resolvers/zod';
import { verifyFormSchema, type VerifyForm } from '@lobby/contract/fair';
import { INHOUSE_ENGINES, PLINKO_ROWS } from '@lobby/contract/inhouse';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { fairnessEn } from '../../../lib/locales/fairness-en';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

const SELECT =
  'h-11 w-full rounded-xl border border-line-strong bg-ink-900 px-3 text-sm text-text focus:border-gold-400/70 focus:outline-none';

interface Props {
  initial: VerifyForm;
  busy: boolean;
  onVerify: (values: VerifyForm) => void;
}

/** The seeds, the nonce and the game to recompute. */
export function VerifierForm({ initial, busy, onVerify }: Props) {
  const { t } = useTranslation();
  const gameId = useId();
  const rowsId = useId();
  const form = useForm<VerifyForm>({ resolver: zodResolver(verifyFormSchema), defaultValues: initial });
  const engine = useWatch({ control: form.control, name: 'engine' });
  const { errors } = form.formState;
  const invalid = (field: keyof VerifyForm, hint: keyof typeof fairnessEn) => ({
    'aria-invalid': errors[field] ? true : undefined,
    hint: errors[field] ? t(hint) : undefined,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(onVerify)} className="space-y-3.5">
      <TextField
        label={t('fairness.form.serverSeed')}
        autoComplete="off"
        spellCheck={false}
        {...invalid('serverSeed', 'fairness.form.required')}
        {...form.register('serverSeed')}
      />
      <TextField
        label={t('fairness.form.hash')}
        note={t('fairness.form.optional')}
        autoComplete="off"
        spellCheck={false}
        {...invalid('serverSeedHash', 'fairness.form.hashInvalid')}
        {...form.register('serverSeedHash')}
      />
      <TextField
        label={t('fairness.form.clientSeed')}
        autoComplete="off"
        spellCheck={false}
        {...invalid('clientSeed', 'fairness.form.clientSeedInvalid')}
        {...form.register('clientSeed')}
      />
      <TextField
        label={t('fairness.form.nonce')}
        inputMode="numeric"
        autoComplete="off"
        {...invalid('nonce', 'fairness.form.nonceInvalid')}
        {...form.register('nonce')}
      />
      <div className="grid grid-cols-2 gap-3">
        <div className={engine === 'plinko' ? '' : 'col-span-2'}>
          <label htmlFor={gameId} className="mb-1.5 block text-xs font-semibold text-muted">
            {t('fairness.form.game')}
          </label>
          <select id={gameId} className={SELECT} {...form.register('engine')}>
            {INHOUSE_ENGINES.map((each) => (
              <option key={each} value={each}>
                {t(`fairness.game.${each}`)}
              </option>
            ))}
          </select>
        </div>
        {engine === 'plinko' ? (
          <div>
            <label htmlFor={rowsId} className="mb-1.5 block text-xs font-semibold text-muted">
              {t('fairness.form.rows')}
            </label>
            <select id={rowsId} className={SELECT} {...form.register('rows')}>
              {PLINKO_ROWS.map((rows) => (
                <option key={rows} value={String(rows)}>
                  {rows}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {t('fairness.form.verify')}
      </Button>
    </form>
  );
}
