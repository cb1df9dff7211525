import { useTranslation } from 'react-i18next';
import type { Captcha } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { api } from '../../lib/api';

/** A fresh image each time it is asked for (the server forgets a key once it is checked). */
export const captchaQuery = {
  queryKey: ['captcha'] as const,
  queryFn: () => api<Captcha>(API_PATHS.captcha),
  staleTime: 0,
  gcTime: 0,
};

interface Props {
  input: UseFormRegisterReturn;
  captcha: Captcha | undefined;
  onRefresh: () => void;
}

/** The captcha the login guard asks for after failures: the image, a new one on demand, the answer. */
export function CaptchaField({ input, captcha, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor="captcha" className="mb-1.5 block text-sm font-medium">
        {t('signIn.captcha')}
      </label>
      <div className="flex items-center gap-2">
        <input
          id="captcha"
          autoComplete="off"
          inputMode="text"
          className="h-10 min-w-0 flex-1 rounded-md border border-line-strong bg-ink-950 px-3 outline-none focus:border-gold-400"
          {...input}
        />
        {captcha && <img src={captcha.image} alt={t('signIn.captchaImage')} className="h-10 rounded-md bg-white" />}
        <button
          type="button"
          onClick={onRefresh}
          className="h-10 rounded-md border border-line-strong px-3 text-sm hover:bg-ink-800"
        >
          {t('signIn.captchaRefresh')}
        </button>
      </div>
    </div>
  );
}
