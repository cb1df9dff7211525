import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { CheckIcon } from '../../../ui/icons';

/** The ten recovery codes, shown once, right after two-factor sign-in is switched on. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = () => {
    void navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => showToast('security.tf.copied', { tone: 'success' }));
  };
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2 rounded-2xl bg-emerald-500/10 p-3 text-sm font-semibold text-emerald-300">
        <CheckIcon size={18} />
        {t('security.tf.onTitle')}
      </div>
      <div>
        <h3 className="text-sm font-bold">{t('security.tf.codesTitle')}</h3>
        <p className="mt-1 text-xs text-muted">{t('security.tf.codesHint')}</p>
      </div>
      <ol
        aria-label={t('security.tf.codesTitle')}
        className="grid grid-cols-2 gap-2 rounded-2xl border border-line bg-ink-900 p-3 font-mono text-sm tracking-wider"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white/5 px-2 py-1.5 text-center text-gold-200">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex gap-2">
        <Button variant="outline" size="lg" className="flex-1 text-sm whitespace-nowrap" onClick={copy}>
          {t('security.tf.copy')}
        </Button>
        <Button size="lg" className="flex-1 text-sm whitespace-nowrap" onClick={onDone}>
          {t('security.tf.done')}
        </Button>
      </div>
    </div>
  );
}
