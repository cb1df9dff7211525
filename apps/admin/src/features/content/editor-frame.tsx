import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { FormAlert, InstantInput, useSaveFailure } from './content-form';

interface FrameProps {
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the mutation's state is read
  save: UseMutationResult<any, unknown, any>;
  /** Beside the form: the phone preview, when the kind has one. */
  preview?: ReactNode;
  submitLabel?: string;
  children: ReactNode;
}

/** An edit page: back link, the form on the left with its Save, the player's preview on the right. */
export function EditorFrame({ heading, onSubmit, save, preview, submitLabel, children }: FrameProps) {
  const { t } = useTranslation();
  const failure = useSaveFailure();
  // A new item's page is opened after its first save, with that save's outcome in the history state.
  const created = (useLocation().state as { saved?: boolean } | null)?.saved === true && save.isIdle;
  return (
    <div className="flex gap-6 pb-6">
      <form noValidate onSubmit={onSubmit} aria-label={heading} className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex items-center justify-between">
          <div>
            <Link to=".." relative="path" className="text-xs text-muted hover:text-text">
              ← {t('content.back')}
            </Link>
            <h2 className="mt-1 text-lg font-semibold">{heading}</h2>
          </div>
          <div className="flex items-center gap-3">
            {(save.isSuccess || created) && (
              <span role="status" className="text-sm text-emerald-300">
                {t('content.saved')}
              </span>
            )}
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {save.isPending ? t('content.saving') : (submitLabel ?? t('content.save'))}
            </Button>
          </div>
        </div>
        <FormAlert>{save.isError ? failure(save.error) : null}</FormAlert>
        <div className="flex flex-col gap-4 rounded-lg border border-line bg-ink-900 p-4">{children}</div>
      </form>
      {preview && <aside className="shrink-0">{preview}</aside>}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled text input bound to the form. */
export function FormField({
  label,
  error,
  hint,
  input,
  ...rest
}: { label: string; error?: string | undefined; hint?: string; input: UseFormRegisterReturn } & InputProps) {
  return (
    <Field label={label} error={error} {...(hint ? { hint } : {})}>
      {(control) => <input className={INPUT_CLASS} {...rest} {...control} {...input} />}
    </Field>
  );
}

/** A labelled select bound to the form. */
export function SelectField({
  label,
  input,
  options,
}: {
  label: string;
  input: UseFormRegisterReturn;
  options: [string, string][];
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select className={INPUT_CLASS} {...control} {...input}>
          {options.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled date and time bound to an ISO-instant field of the form. */
export function InstantField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  error?: string | undefined;
}) {
  return (
    <Field label={label} error={error} {...(hint ? { hint } : {})}>
      {(ids) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <InstantInput {...ids} value={field.value as string | null} onChange={field.onChange} />
          )}
        />
      )}
    </Field>
  );
}
