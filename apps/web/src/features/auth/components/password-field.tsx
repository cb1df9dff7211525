import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { EyeIcon, EyeOffIcon, LockIcon } from './auth-icons';
import { Field, type FieldProps } from './field';

/** A masked password field with a show/hide toggle (spec accounts §5). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field
      icon={<LockIcon size={18} />}
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={t(shown ? 'form.hidePassword' : 'form.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
          className="mr-1 grid size-10 shrink-0 place-items-center rounded-lg text-subtle transition hover:text-text"
        >
          {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}
