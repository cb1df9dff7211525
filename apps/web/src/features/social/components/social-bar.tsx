import { useTranslation } from '../../../lib/use-translation';
import { SOCIAL_NETWORKS, type Site } from '@lobby/contract/site';
import { SOCIAL_COLOURS, SOCIAL_ICONS } from './social-icons';

/** The social contact bar: Facebook, WhatsApp, Telegram and Viber, only those the site configures. */
export function SocialBar({ social }: { social: Site['social'] }) {
  const { t } = useTranslation();
  const networks = SOCIAL_NETWORKS.filter((network) => social[network]);
  if (networks.length === 0) return null;
  return (
    <ul aria-label={t('follow.title')} className="flex flex-wrap items-center justify-center gap-3">
      {networks.map((network) => {
        const Icon = SOCIAL_ICONS[network];
        const name = t(`follow.${network}`);
        return (
          <li key={network}>
            <a
              href={social[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('follow.open', { network: name })}
              title={name}
              className={`grid size-12 place-items-center rounded-full text-white shadow-lg ring-2 ring-white/10 transition hover:brightness-110 active:scale-95 ${SOCIAL_COLOURS[network]}`}
            >
              <Icon size={24} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
