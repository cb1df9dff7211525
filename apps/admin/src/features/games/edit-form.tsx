import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field, INPUT_CLASS } from '../../shared/field';

/**
 * A game's or a provider's edit on the contract's schema: Save sends only the fields changed, so the
 * audit log names just those (nothing changed: it only closes).
 */
export function useEditForm<Values extends FieldValues>(
  schema: z.ZodType<unknown, FieldValues>,
  defaultValues: DefaultValues<Values>,
  { onSave, onClose }: { onSave: (changed: Partial<Values>) => void; onClose: () => void },
) {
  const form = useForm<Values>({ resolver: zodResolver(schema) as never, defaultValues });
  // Read while rendering: the form state is a proxy that tracks only what is read.
  const dirtyFields: Record<string, unknown> = form.formState.dirtyFields;
  const submit = form.handleSubmit((values) => {
    const changed = Object.fromEntries(Object.entries(values).filter(([key]) => dirtyFields[key]));
    if (Object.keys(changed).length === 0) onClose();
    else onSave(changed as Partial<Values>);
  });
  return { form, submit };
}

/** The place in the list, a whole number. */
export function OrderField({ hint, error, input }: { hint: string; error?: string; input: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <Field label={t('games.order')} hint={hint} error={error}>
      {(control) => <input type="number" className={`${INPUT_CLASS} max-w-40`} {...control} {...input} />}
    </Field>
  );
}
