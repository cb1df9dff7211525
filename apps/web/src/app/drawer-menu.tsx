import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { MENU_ICONS, type MenuIcon } from '../features/member/components/menu-icons';
import { useSite } from '../shared/site/api/site';
import { isInstalledApp } from '../lib/display-mode';
import { useSession } from '../lib/session';
import { AppLink } from '../ui/app-link';
import { FacebookIcon, TelegramIcon } from '../features/social/components/social-icons';
import { useCustomerService } from '../shared/site/hooks/use-customer-service';
import { ChevronRightIcon } from '../ui/icons';
import { DRAWER_ITEMS, visibleMenuItems, type MenuItemKey } from '../features/member/member-menu';

const ReferralDialog = lazy(() =>
  import('../features/home/components/referral-dialog').then((module) => ({ default: module.ReferralDialog })),
);

const ICONS: Record<MenuItemKey, MenuIcon> = { ...MENU_ICONS, telegram: TelegramIcon, facebook: FacebookIcon };

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
  const session = useSession();
  const [referralOpen, setReferralOpen] = useState(false);
  const actions: Partial<Record<MenuItemKey, () => void>> = {
    service: () => service.open(),
    share: () => setReferralOpen(true),
  };
  const resources = site?.resources ?? [];
  const items = visibleMenuItems(DRAWER_ITEMS, {
    flags: site?.flags ?? {},
    modules: site?.modules ?? {},
    standalone: isInstalledApp(),
    resources: resources.map((resource) => resource.resourceType),
    hasService: service.entry !== undefined,
    memberType: session?.type,
  });
  return (
    <nav aria-labelledby="drawer-menu" className="mt-6">
      <h3 id="drawer-menu" className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">
        {t('menu.title')}
      </h3>
      <ul className="space-y-0.5">
        {items.map((item) => {
          const link = item.resource && resources.find((resource) => resource.resourceType === item.resource);
          const Icon = ICONS[item.key];
          const body = (
            <>
              <span className="text-gold-400">
                <Icon size={18} />
              </span>
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
