import type { TwoFactorSetup } from '@lobby/contract/security';
import { useState } from 'react';
import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Alert } from './card';
import { useTwoFactorConfirm, useTwoFactorOff, useTwoFactorSetup } from '../api/security';
import { CodeForm } from './code-form';
import { RecoveryCodesView } from './recovery-codes';

/** Switch two-factor sign-in on (QR code, first code, recovery codes) or off (a code). */
export function TwoFactorSheet({ on, onClose }: { on: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // Decided at opening: switching on refreshes the page behind, and the sheet must still show the codes.
  const [wasOn] = useState(on);
  return (
    <Dialog open variant="sheet" onClose={onClose} title={t('security.tf.title')} showTitle>
      {wasOn ? <SwitchOff onDone={onClose} /> : <SwitchOn onDone={onClose} />}
    </Dialog>
  );
}

function SwitchOn({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const confirm = useTwoFactorConfirm();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodesView codes={codes} onDone={onDone} />;
  if (!setup.data) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-muted">{t('security.tf.startHint')}</p>
        <Alert message={setup.isError ? t(errorMessageKey(setup.error)) : null} />
        <Button size="lg" className="w-full" disabled={setup.isPending} onClick={() => setup.mutate()}>
          {t('security.tf.start')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('security.tf.intro')}</p>
      <Scan setup={setup.data} />
      <CodeForm
        label={t('security.tf.code')}
        submitLabel={t('security.tf.confirm')}
        busy={confirm.isPending}
        onCode={async (code) => setCodes((await confirm.mutateAsync(code)).recoveryCodes)}
      />
    </div>
  );
}

function Scan({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-line bg-ink-900 p-3">
      <img src={setup.qrDataUrl} alt={t('security.tf.qrAlt')} className="size-32 shrink-0 rounded-xl bg-white p-1.5" />
      <div className="min-w-0">
        <p className="text-xs font-semibold text-muted">{t('security.tf.secretLabel')}</p>
        <p className="mt-1 font-mono text-[13px] leading-5 tracking-wider break-all text-gold-200" data-testid="totp-secret">
          {setup.secret}
        </p>
      </div>
    </div>
  );
}

function SwitchOff({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const off = useTwoFactorOff();
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('security.tf.offIntro')}</p>
      <CodeForm
        label={t('security.tf.offCode')}
        submitLabel={t('security.tf.off')}
        busy={off.isPending}
        variant="outline"
        onCode={async (code) => {
          await off.mutateAsync(code);
          showToast('security.tf.offDone', { tone: 'success' });
          onDone();
        }}
      />
    </div>
  );
}
