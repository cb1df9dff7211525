import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SMS_SENT_NOTICE_MS, type CaptchaKind, type SmsPurpose } from '@lobby/contract/core';
import { ApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-messages';
import { hideToast, showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { useCaptcha } from '../api/captcha';
import { useSmsCode } from '../api/sms-code';
import { validateCaptcha } from '../hooks/field-rules';
import { CaptchaField } from './captcha-field';

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

interface HumanCheckProps {
  purpose: SmsPurpose;
  target: SmsTarget;
  kind: CaptchaKind;
  onSent: (expirationTime: number) => void;
  onCancel: () => void;
}

/** The image captcha asked before an SMS code is sent; a failed try loads a new image. */
export function HumanCheck({ purpose, target, kind, onSent, onCancel }: HumanCheckProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha(`sms-${purpose}`);
  const sms = useSmsCode();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string>();

  const send = () => {
    const problem = validateCaptcha(t, kind)(answer);
    if (problem !== true) return setError(problem);
    if (!captcha.data) return;
    const loading = showToast('sms.sending', { tone: 'loading' });
    const request = { purpose, ...target, captcha: answer.trim(), captchaKey: captcha.data.captchaKey };
    sms.mutate(request, {
      onSuccess: ({ expirationTime }) => {
        showToast('sms.sent', { tone: 'success', durationMs: SMS_SENT_NOTICE_MS });
        onSent(expirationTime);
      },
      onError: (failure) => {
        hideToast(loading);
        setAnswer('');
        void captcha.refetch();
        if (failure instanceof ApiError && failure.code === 'captcha.invalid') setError(t('errors.captcha.invalid'));
        else showToast(errorMessageKey(failure), { tone: 'error' });
      },
    });
  };

  return (
    <div
      role="group"
      aria-label={t('sms.checkTitle')}
      className="space-y-3 rounded-2xl border border-violet-400/30 bg-violet-500/5 p-3"
    >
      <p className="text-xs text-muted">
        {t('sms.checkHint', { mobile: `${target.countryDialingCode} ${target.mobileNum}` })}
      </p>
      <CaptchaField
        captcha={captcha}
        kind={kind}
        label={t('sms.checkLabel')}
        value={answer}
        error={error}
        autoFocus
        onChange={(event) => {
          setAnswer(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          send();
        }}
        onReload={() => void captcha.refetch()}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('sms.cancel')}
        </Button>
        <Button variant="violet" onClick={send} disabled={sms.isPending || !captcha.data}>
          {t('sms.sendCode')}
        </Button>
      </div>
    </div>
  );
}
