import { WHITE_LABEL_FLAGS, type LinkResourceType } from '@lobby/contract';
import type { DrawerEntry } from '../lib/locales/accounts-en';
import { ROUTES } from '../lib/routes';

/** The menu's entries, plus the community links (Telegram, Facebook) the operator may configure. */
export type DrawerItemKey = DrawerEntry | 'telegram' | 'facebook';

export interface DrawerItem {
  key: DrawerItemKey;
  /** A route, or none for entries that open something (customer service, the referral popup). */
  to?: string;
  /** White-label flag the entry needs (spec accounts §6). */
  flag?: string;
  /** Link resource the entry opens; it shows only when the site has that link. */
  resource?: LinkResourceType;
}

/** The drawer's entries in the spec's order (accounts §2). */
export const DRAWER_ITEMS: readonly DrawerItem[] = [
  { key: 'deposit', to: ROUTES.deposit },
  { key: 'withdraw', to: ROUTES.withdraw },
  { key: 'bettingRecord', to: ROUTES.bettingRecord, flag: WHITE_LABEL_FLAGS.bettingRecord },
  { key: 'accountRecord', to: ROUTES.accountRecord, flag: WHITE_LABEL_FLAGS.accountRecord },
  { key: 'profitAndLoss', to: ROUTES.profitAndLoss, flag: WHITE_LABEL_FLAGS.profitAndLoss },
  { key: 'rewardCenter', to: ROUTES.rewardCenter, flag: WHITE_LABEL_FLAGS.rewardCenter },
  { key: 'manualRebate', to: ROUTES.manualRebate, flag: WHITE_LABEL_FLAGS.manualRebate },
  // Customer service opens the first configured service entry: it shows when there is one (not by the chat flag).
  { key: 'service' },
  { key: 'download', to: ROUTES.download },
  { key: 'share', flag: WHITE_LABEL_FLAGS.referral },
  { key: 'feedback', to: ROUTES.feedback },
  { key: 'telegram', resource: 'TELEGRAM' },
  { key: 'facebook', resource: 'FACEBOOK' },
  { key: 'securityCenter', to: ROUTES.securityCenter, flag: WHITE_LABEL_FLAGS.securityCenter },
  { key: 'help', to: ROUTES.help },
  { key: 'promo', to: ROUTES.activity },
];

interface DrawerContext {
  flags: Readonly<Record<string, boolean>>;
  /** Inside the native app, the installed web app or a web clip: no app download entry. */
  standalone: boolean;
  /** The link resources the site has (TELEGRAM, FACEBOOK, ...). */
  resources?: readonly LinkResourceType[];
  /** Whether the site has at least one customer-service entry. */
  hasService?: boolean;
}

/**
 * Entries with a flag show only when the site turns it on, link entries only when the link is
 * configured, customer service only with a service entry, app download only in a browser tab.
 */
export function visibleDrawerItems({
  flags,
  standalone,
  resources = [],
  hasService = false,
}: DrawerContext): DrawerItem[] {
  return DRAWER_ITEMS.filter((item) => {
    if (item.key === 'download' && standalone) return false;
    if (item.key === 'service' && !hasService) return false;
    if (item.resource && !resources.includes(item.resource)) return false;
    return item.flag === undefined || flags[item.flag] === true;
  });
}
