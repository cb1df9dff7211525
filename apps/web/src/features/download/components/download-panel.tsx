import { useTranslation } from '../../../lib/use-translation';
import { buttonClass } from '../../../ui/button';
import { CheckIcon, SparkleIcon } from '../../../ui/icons';
import { EmptyState } from '../../../ui/status-views';
import { hasOffer, type DownloadOffer } from '../offer';
import { AddToHomeGuide } from './add-to-home-guide';
import { AndroidInstallGuide } from './android-install-guide';
import { AndroidIcon, AppleIcon, BoltIcon, ExpandIcon, ProfileIcon } from './download-icons';
import { ProfileLink } from './profile-link';

interface DownloadPanelProps {
  offer: DownloadOffer;
  name: string;
  /** The popup leaves the guide out when space is short; the page always shows it. */
  withGuide?: boolean;
}

/** The app download: banner, the button for this device, the profile option and how to install (Android) or add to the Home Screen (iOS). */
export function DownloadPanel({ offer, name, withGuide = true }: DownloadPanelProps) {
  const { t } = useTranslation();
  if (offer.installed) {
    return (
      <EmptyState title={t('download.installed')} hint={t('download.installedHint')} icon={<CheckIcon size={30} />} />
    );
  }
  return (
    <div className="space-y-4">
      <DownloadBanner offer={offer} name={name} />
      {hasOffer(offer) ? null : (
        <EmptyState title={t('download.none')} hint={t('download.noneHint')} icon={<SparkleIcon size={28} />} />
      )}
      {offer.app || offer.profile ? (
        <div className="space-y-2">
          {offer.app ? (
            <a
              href={offer.app.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('gold', 'lg', 'w-full')}
            >
              {offer.app.kind === 'ios' ? <AppleIcon size={20} /> : <AndroidIcon size={20} />}
              {t(offer.app.kind === 'ios' ? 'download.ios' : 'download.android')}
            </a>
          ) : null}
          {offer.profile ? (
            <>
              <ProfileLink
                url={offer.profile.url}
                needsSafari={offer.profile.needsSafari}
                className={buttonClass(offer.app ? 'outline' : 'gold', 'lg', 'w-full')}
              >
                <ProfileIcon size={20} />
                {t('download.profile')}
              </ProfileLink>
              <p className="px-2 text-center text-xs text-subtle">{t('download.profileHint', { name })}</p>
            </>
          ) : null}
        </div>
      ) : null}
      {withGuide && offer.app?.kind === 'android' ? <AndroidInstallGuide name={name} /> : null}
      {withGuide && offer.guide ? (
        // The profile button sits above already when offered: the guide does not repeat it.
        <AddToHomeGuide guide={offer.profile ? { ...offer.guide, profileUrl: null } : offer.guide} name={name} />
      ) : null}
    </div>
  );
}

function DownloadBanner({ offer, name }: { offer: DownloadOffer; name: string }) {
  const { t } = useTranslation();
  const perks = [
    { label: t('download.perk.fast'), Icon: BoltIcon },
    { label: t('download.perk.full'), Icon: ExpandIcon },
    { label: t('download.perk.safe'), Icon: CheckIcon },
  ];
  return (
    <section className="relative overflow-hidden rounded-3xl border border-violet-500/30 bg-violet p-5 shadow-glow">
      <div className="absolute -top-12 -right-10 size-44 rounded-full bg-gold-400/25 blur-3xl" aria-hidden="true" />
      <div className="absolute -bottom-16 -left-10 size-40 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
      <div className="relative flex items-center gap-4">
        {offer.icon ? (
          <img
            src={offer.icon}
            alt=""
            width={72}
            height={72}
            className="size-18 shrink-0 rounded-[22px] shadow-lg ring-2 ring-white/20"
          />
        ) : null}
        <div className="min-w-0">
          <h2 className="text-xl leading-tight font-extrabold">{t('download.heading', { name })}</h2>
          <p className="mt-1 text-sm text-white/80">{t('download.body')}</p>
        </div>
      </div>
      <ul className="relative mt-4 grid grid-cols-3 gap-2">
        {perks.map(({ label, Icon }) => (
          <li
            key={label}
            className="flex flex-col items-center gap-1 rounded-2xl bg-ink-950/30 px-1 py-2.5 text-center text-[11px] font-semibold"
          >
            <Icon size={18} className="text-gold-300" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
