import type { ComponentProps } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Captcha } from '@lobby/contract/auth';
import { CAPTCHA_MAX, type CaptchaKind } from '@lobby/contract/core';
import { RefreshIcon, ShieldIcon } from './auth-icons';
import { Field } from './field';

interface CaptchaFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  captcha: UseQueryResult<Captcha>;
  kind: CaptchaKind;
  label?: string;
  error?: string;
  /** Load a new image (each image is good for one answer). */
  onReload: () => void;
}

/** The captcha answer with its image; tapping the image loads a new one. */
export function CaptchaField({ captcha, kind, label, error, onReload, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={label ?? t('captcha.label')}
      icon={<ShieldIcon size={18} />}
      placeholder={t(kind === 'math' ? 'captcha.placeholderMath' : 'captcha.placeholderLetters')}
      inputMode={kind === 'math' ? 'numeric' : 'text'}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={CAPTCHA_MAX}
      error={error}
      {...input}
      trailing={
        <button
          type="button"
          onClick={onReload}
          aria-label={t('captcha.reload')}
          className="mr-1.5 grid h-9 w-[104px] shrink-0 place-items-center overflow-hidden rounded-lg bg-white/90 text-ink-900"
        >
          {captcha.data && !captcha.isFetching ? (
            <img src={captcha.data.image} alt="" className="size-full object-contain" />
          ) : (
            <RefreshIcon size={18} className={captcha.isFetching ? 'animate-spin' : undefined} />
          )}
        </button>
      }
    />
  );
}
