import { useTranslation } from '../../../lib/use-translation';
import { buttonClass } from '../../../ui/button';
import { AlertIcon } from '../../../ui/icons';
import type { DownloadOffer } from '../offer';
import { PlusSquareIcon, ProfileIcon, ShareSheetIcon } from './download-icons';
import { ProfileLink } from './profile-link';
import { InstallSteps } from './install-steps';

/** How to put the site on the Home Screen from Safari, with the profile as a one-tap alternative. */
export function AddToHomeGuide({ guide, name }: { guide: NonNullable<DownloadOffer['guide']>; name: string }) {
  const { t } = useTranslation();
  const steps = [
    { text: t('download.guide.step1'), Icon: ShareSheetIcon },
    { text: t('download.guide.step2'), Icon: PlusSquareIcon },
    { text: t('download.guide.step3', { name }), Icon: ProfileIcon },
  ];
  return (
    <section aria-labelledby="add-to-home" className="rounded-3xl border border-line bg-surface p-4">
      <h2 id="add-to-home" className="text-base font-bold">
        {t('download.guide.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('download.guide.intro', { name })}</p>
      {guide.legacy ? (
        <p
          role="note"
          className="mt-3 flex gap-2 rounded-2xl border border-amber-400/30 bg-amber-400/10 p-3 text-xs text-amber-200"
        >
          <AlertIcon size={16} className="mt-0.5 shrink-0" />
          {t('download.guide.legacy')}
        </p>
      ) : null}
      <InstallSteps steps={steps} />
      {guide.profileUrl ? (
        <ProfileLink url={guide.profileUrl} needsSafari={false} className={buttonClass('outline', 'md', 'mt-4 w-full')}>
          <ProfileIcon size={18} />
          {t('download.profile')}
        </ProfileLink>
      ) : null}
    </section>
  );
}
