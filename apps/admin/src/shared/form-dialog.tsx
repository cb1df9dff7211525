import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

interface Props {
  title: string;
  onClose: () => void;
  /** The form's submit (react-hook-form's `handleSubmit(...)` fits as it is). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The submit button's words. */
  submitLabel: string;
  /** The cancel button's words; "Cancel" unless given. */
  cancelLabel?: string;
  /** The save on its way: submit waits. */
  pending?: boolean;
  /** Why the last save failed, shown under the fields. */
  failure?: ReactNode;
  open?: boolean;
  wide?: boolean;
  children: ReactNode;
}

/** A form in a `Dialog`: its fields, the failure line, and Cancel and submit at the bottom. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel,
  pending,
  failure,
  open = true,
  wide,
  children,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      wide={wide}
      footer={
        <>
          <Button onClick={onClose}>{cancelLabel ?? t('dialog.cancel')}</Button>
          <Button variant="primary" type="submit" form={id} disabled={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={id}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(event);
        }}
        className="flex flex-col gap-4"
      >
        {children}
        {failure && (
          <p role="alert" className="text-sm text-rose-300">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
