import { useTranslation } from '../../../lib/use-translation';
import { UserIcon } from '../../../ui/icons';
import { AndroidIcon, DownloadArrowIcon, ShieldCheckIcon } from './download-icons';
import { InstallSteps } from './install-steps';

/**
 * How an Android package installs: the steps a player meets after the download (Android asks once to let
 * the browser install apps), and the Home-screen shortcut for those who would rather not install.
 */
export function AndroidInstallGuide({ name }: { name: string }) {
  const { t } = useTranslation();
  const steps = [
    { text: t('download.android.step1'), Icon: DownloadArrowIcon },
    { text: t('download.android.step2'), Icon: ShieldCheckIcon },
    { text: t('download.android.step3', { name }), Icon: UserIcon },
  ];
  return (
    <section aria-labelledby="android-install" className="rounded-3xl border border-line bg-surface p-4">
      <h2 id="android-install" className="flex items-center gap-2 text-base font-bold">
        <AndroidIcon size={20} className="text-emerald-400" />
        {t('download.android.title')}
      </h2>
      <InstallSteps steps={steps} />
      <p className="mt-4 rounded-2xl border border-violet-400/25 bg-violet-500/10 p-3 text-sm text-white/85">
        <span className="block font-semibold text-white">{t('download.android.shortcutTitle')}</span>
        {t('download.android.shortcut', { name })}
      </p>
    </section>
  );
}
