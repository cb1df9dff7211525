import type { z } from 'zod';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { adminRanksRequestSchema } from '@lobby/contract/admin/ranks';
import { RANK_BENEFIT_KINDS, RANK_BENEFIT_TEXT_MAX, RANK_BENEFITS_MAX } from '@lobby/contract/ranks';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { INPUT_CLASS } from '../../shared/field';

type Ladder = z.input<typeof adminRanksRequestSchema>;

interface Props {
  form: UseFormReturn<Ladder, unknown, z.output<typeof adminRanksRequestSchema>>;
  /** The rank's place in the ladder; null when closed. */
  index: number | null;
  onClose: () => void;
}

/**
 * One rank's benefits, edited in the ladder's own form: Done only closes, the page's Save sends the
 * whole ladder (the API replaces it whole).
 */
export function RankBenefitsDialog({ form, index, onClose }: Props) {
  const { t } = useTranslation();
  const name = index === null ? '' : form.getValues(`ranks.${index}.names.en`) || String(index + 1);
  return (
    <Dialog
      open={index !== null}
      onClose={onClose}
      wide
      title={t('ranks.benefitsTitle', { name })}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('ranks.benefitDone')}
        </Button>
      }
    >
      {index !== null && <BenefitRows form={form} index={index} />}
    </Dialog>
  );
}

function BenefitRows({ form, index }: { form: Props['form']; index: number }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: `ranks.${index}.benefits` });
  const errors = form.formState.errors.ranks?.[index]?.benefits;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('ranks.benefitsHint')}</p>
      {rows.fields.length === 0 && <p className="text-sm text-muted">{t('ranks.benefitNone')}</p>}
      {rows.fields.map((row, n) => {
        const invalid = Boolean(errors?.[n]?.text);
        const label = (key: 'ranks.benefitKind' | 'ranks.benefitEn' | 'ranks.benefitId') => t(key, { n: n + 1 });
        return (
          <div key={row.id} className="grid grid-cols-[9rem_1fr_1fr_auto] items-start gap-2">
            <select
              aria-label={label('ranks.benefitKind')}
              className={INPUT_CLASS}
              {...form.register(`ranks.${index}.benefits.${n}.kind`)}
            >
              {RANK_BENEFIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`ranks.benefitKind.${kind}`)}
                </option>
              ))}
            </select>
            <input
              aria-label={label('ranks.benefitEn')}
              aria-invalid={errors?.[n]?.text?.en ? true : undefined}
              maxLength={RANK_BENEFIT_TEXT_MAX}
              className={INPUT_CLASS}
              {...form.register(`ranks.${index}.benefits.${n}.text.en`)}
            />
            <input
              aria-label={label('ranks.benefitId')}
              aria-invalid={errors?.[n]?.text?.id ? true : undefined}
              maxLength={RANK_BENEFIT_TEXT_MAX}
              className={INPUT_CLASS}
              {...form.register(`ranks.${index}.benefits.${n}.text.id`)}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('ranks.benefitRemove', { n: n + 1 })}
              onClick={() => rows.remove(n)}
            >
              ✕
            </Button>
            {invalid && <p className="col-span-4 text-xs text-rose-300">{t('ranks.benefitInvalid')}</p>}
          </div>
        );
      })}
      <div>
        <Button
          size="sm"
          disabled={rows.fields.length >= RANK_BENEFITS_MAX}
          onClick={() => rows.append({ kind: 'bonus', text: { en: '', id: '' } })}
        >
          {t('ranks.benefitAdd')}
        </Button>
      </div>
    </div>
  );
}
