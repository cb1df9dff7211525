import { useState, type ComponentProps } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SMS_CODE_MAX, type CaptchaKind, type SmsPurpose } from '@lobby/contract/core';
import { useCountdown } from '../hooks/use-countdown';
import { KeyIcon } from './auth-icons';
import { Field } from './field';
import { HumanCheck, type SmsTarget } from './human-check';

interface SmsCodeFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  purpose: SmsPurpose;
  captchaKind: CaptchaKind;
  error?: string;
  /** Check the mobile number field first (its error shows there): the number to send to, or null. */
  mobileTarget: () => Promise<SmsTarget | null>;
  /** The code is on its way (e.g. move focus to the code field). */
  onSent?: () => void;
}

/**
 * The SMS code with its send button: the button checks the mobile number, asks the image captcha,
 * sends, then counts down until the code expires (spec accounts §4).
 */
export function SmsCodeField({ purpose, captchaKind, error, mobileTarget, onSent, ...input }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [target, setTarget] = useState<SmsTarget | null>(null);
  const ask = async () => {
    const next = await mobileTarget();
    if (next) setTarget(next);
  };
  const sent = (expirationTime: number) => {
    setTarget(null);
    countdown.start(expirationTime);
    onSent?.();
  };
  return (
    <div className="space-y-2">
      <Field
        label={t('sms.codeLabel')}
        icon={<KeyIcon size={18} />}
        placeholder={t('sms.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX}
        error={error}
        {...input}
        trailing={
          <button
            type="button"
            onClick={() => void ask()}
            disabled={countdown.running || target !== null}
            className="mr-1.5 h-9 shrink-0 rounded-lg bg-violet px-3 text-xs font-bold text-white transition disabled:cursor-not-allowed disabled:opacity-50"
          >
            {countdown.running ? t('sms.resendIn', { seconds: countdown.remaining }) : t('sms.send')}
          </button>
        }
      />
      {target ? (
        <HumanCheck
          purpose={purpose}
          target={target}
          kind={captchaKind}
          onSent={sent}
          onCancel={() => setTarget(null)}
        />
      ) : null}
    </div>
  );
}
