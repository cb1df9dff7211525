import { useRef, useState, type ComponentProps } from 'react';
import { SMS_CODE_MAX } from '@lobby/contract/core';
import { showToast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { firebaseMessageKey } from '../hooks/firebase-errors';
import type { ConfirmCode, FirebaseWebConfig } from '../hooks/firebase-phone';
import { useCountdown } from '../hooks/use-countdown';
import { KeyIcon } from './auth-icons';
import { Field } from './field';
import type { SmsTarget } from './human-check';

/** Firebase sends no expiry: the member may ask again after a minute. */
const RESEND_MS = 60_000;

interface FirebaseCodeFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  config: FirebaseWebConfig;
  error?: string;
  /** Check the mobile number field first (its error shows there): the number to send to, or null. */
  mobileTarget: () => Promise<SmsTarget | null>;
  /** The code is on its way: how to confirm it, for the form's submit. */
  onSent: (confirm: ConfirmCode) => void;
}

/**
 * The SMS code sent by Firebase phone auth (when the site has it): Firebase Auth loads on the first
 * "Get code", and its invisible reCAPTCHA is the human check instead of the image captcha.
 */
export function FirebaseCodeField({ config, error, mobileTarget, onSent, ...input }: FirebaseCodeFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const recaptcha = useRef<HTMLDivElement>(null);

  const send = async () => {
    const target = await mobileTarget();
    if (!target || !recaptcha.current) return;
    setSending(true);
    try {
      const { sendFirebaseCode } = await import('../hooks/firebase-phone');
      const phone = `${target.countryDialingCode}${target.mobileNum}`;
      const confirm = await sendFirebaseCode(config, phone, recaptcha.current, language);
      countdown.start(Date.now() + RESEND_MS);
      showToast('firebase.sent', { tone: 'success' });
      onSent(confirm);
    } catch (failure) {
      showToast(firebaseMessageKey(failure), { tone: 'error' });
    } finally {
      setSending(false);
    }
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
            onClick={() => void send()}
            disabled={countdown.running || sending}
            aria-busy={sending || undefined}
            className="mr-1.5 h-9 shrink-0 rounded-lg bg-violet px-3 text-xs font-bold text-white transition disabled:cursor-not-allowed disabled:opacity-50"
          >
            {countdown.running ? t('sms.resendIn', { seconds: countdown.remaining }) : t('sms.send')}
          </button>
        }
      />
      <div ref={recaptcha} />
    </div>
  );
}
