import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorEnrolment } from '@lobby/contract/admin/operators';
import { Button } from '../../shared/button';

/** A new secret as the operator adds it to their app: the QR code, and the key as text to copy. */
export function EnrolmentView({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(enrolment.secret)
      .then(() => setCopied(true))
      .catch(() => undefined);
  return (
    <div className="flex items-start gap-5">
      <img
        src={enrolment.qrDataUrl}
        alt={t('twoFactor.qrAlt')}
        width={168}
        height={168}
        className="shrink-0 rounded-lg bg-white p-2"
      />
      <div className="flex min-w-0 flex-col gap-2 text-sm">
        <p className="text-muted">{t('twoFactor.scan')}</p>
        <p className="text-xs font-medium text-muted">{t('twoFactor.secret')}</p>
        <code
          data-testid="totp-secret"
          className="rounded-md border border-line bg-ink-950 px-2.5 py-1.5 font-mono text-xs tracking-wider break-all text-gold-200 select-all"
        >
          {enrolment.secret}
        </code>
        <Button size="sm" className="self-start" onClick={copy}>
          {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
        </Button>
      </div>
    </div>
  );
}
