import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChartIcon,
  ChatIcon,
  DepositIcon,
  DiceIcon,
  DownloadIcon,
  HelpIcon,
  ReceiptIcon,
  ShieldCheckIcon,
  WithdrawIcon,
} from '../features/member/components/member-icons';
import { useSite } from '../features/site/api/site';
import { isInstalledApp } from '../lib/display-mode';
import { AppLink } from '../ui/app-link';
import { FacebookIcon, TelegramIcon } from '../features/social/components/social-icons';
import { useCustomerService } from './customer-service';
import { ChevronRightIcon, GiftIcon, HeadsetIcon, MegaphoneIcon, PercentIcon, ShareIcon } from '../ui/icons';
import { visibleDrawerItems, type DrawerItemKey } from './drawer-items';

const ReferralDialog = lazy(() =>
  import('../features/home/components/referral-dialog').then((module) => ({ default: module.ReferralDialog })),
);

const ICONS: Record<DrawerItemKey, ReactNode> = {
  deposit: <DepositIcon size={18} />,
  withdraw: <WithdrawIcon size={18} />,
  bettingRecord: <DiceIcon size={18} />,
  accountRecord: <ReceiptIcon size={18} />,
  profitAndLoss: <ChartIcon size={18} />,
  rewardCenter: <GiftIcon size={18} />,
  manualRebate: <PercentIcon size={18} />,
  service: <HeadsetIcon size={18} />,
  download: <DownloadIcon size={18} />,
  share: <ShareIcon size={18} />,
  feedback: <ChatIcon size={18} />,
  securityCenter: <ShieldCheckIcon size={18} />,
  help: <HelpIcon size={18} />,
  promo: <MegaphoneIcon size={18} />,
  telegram: <TelegramIcon size={18} />,
  facebook: <FacebookIcon size={18} />,
};

/** Labels: the menu's own, and the networks' names for the community links. */
const LABELS = {
  telegram: 'follow.telegram',
  facebook: 'follow.facebook',
} as const;

const row =
  'flex h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-medium transition hover:bg-white/5';

/** The drawer's entries, gated by the site's white-label flags. */
export function DrawerMenu() {
  const { t } = useTranslation();
  const site = useSite().data;
  const service = useCustomerService();
  const [referralOpen, setReferralOpen] = useState(false);
  const actions: Partial<Record<DrawerItemKey, () => void>> = {
    service: () => service.open(),
    share: () => setReferralOpen(true),
  };
  const resources = site?.resources ?? [];
  const items = visibleDrawerItems({
    flags: site?.flags ?? {},
    standalone: isInstalledApp(),
    resources: resources.map((resource) => resource.resourceType),
    hasService: service.entry !== undefined,
  });
  return (
    <nav aria-labelledby="drawer-menu" className="mt-6">
      <h3 id="drawer-menu" className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">
        {t('menu.title')}
      </h3>
      <ul className="space-y-0.5">
        {items.map((item) => {
          const link = item.resource && resources.find((resource) => resource.resourceType === item.resource);
          const body = (
            <>
              <span className="text-gold-400">{ICONS[item.key]}</span>
              <span className="flex-1">
                {item.key === 'telegram' || item.key === 'facebook' ? t(LABELS[item.key]) : t(`menu.${item.key}`)}
              </span>
              <ChevronRightIcon size={16} className="text-subtle" />
            </>
          );
          return (
            <li key={item.key}>
              {item.to ? (
                <AppLink to={item.to} className={row}>
                  {body}
                </AppLink>
              ) : link ? (
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={row}>
                  {body}
                </a>
              ) : (
                <button
                  type="button"
                  className={row}
                  aria-haspopup={item.key === 'share' ? 'dialog' : undefined}
                  onClick={actions[item.key]}
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {referralOpen ? (
        <Suspense fallback={null}>
          <ReferralDialog open onClose={() => setReferralOpen(false)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
