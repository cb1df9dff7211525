import { WHITE_LABEL_FLAGS } from '@lobby/contract';
import type { DrawerEntry } from '../lib/locales/accounts-en';
import { ROUTES } from '../lib/routes';

export type DrawerItemKey = DrawerEntry;

export interface DrawerItem {
  key: DrawerItemKey;
  /** A route, or none for entries that open something (customer service, the referral popup). */
  to?: string;
  /** White-label flag the entry needs (spec accounts §6). */
  flag?: string;
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
  { key: 'service', flag: WHITE_LABEL_FLAGS.chat },
  { key: 'download', to: ROUTES.download },
  { key: 'share', flag: WHITE_LABEL_FLAGS.referral },
  { key: 'feedback', to: ROUTES.feedback },
  { key: 'securityCenter', to: ROUTES.securityCenter, flag: WHITE_LABEL_FLAGS.securityCenter },
  { key: 'help', to: ROUTES.help },
  { key: 'promo', to: ROUTES.activity },
];

interface DrawerContext {
  flags: Readonly<Record<string, boolean>>;
  /** Inside the installed web app or a web clip: no app download entry. */
  standalone: boolean;
}

/** Entries with a flag show only when the site turns it on; app download only in a browser tab. */
export function visibleDrawerItems({ flags, standalone }: DrawerContext): DrawerItem[] {
  return DRAWER_ITEMS.filter((item) => {
    if (item.key === 'download' && standalone) return false;
    return item.flag === undefined || flags[item.flag] === true;
  });
}
