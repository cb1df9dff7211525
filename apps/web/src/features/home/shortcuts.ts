import { SHORTCUT_FLAGS } from '@lobby/contract/members';
import { ROUTES } from '../../lib/routes';

export type ShortcutKey =
  'rebate' | 'vip' | 'signIn' | 'rescue' | 'promoCode' | 'mission' | 'mall' | 'activity' | 'rewardCenter' | 'share';

export interface Shortcut {
  key: ShortcutKey;
  /** A route, or none for the share entry (it opens the referral panel). */
  to?: string;
  /** Shown to visitors regardless of flags (VIP, sign-in, mission, referral). */
  visitor?: boolean;
  /** Site menu flag the entry depends on. */
  flag?: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'rebate', to: ROUTES.manualRebate, flag: SHORTCUT_FLAGS.manualRebate },
  { key: 'vip', to: ROUTES.vipBenefits, visitor: true },
  { key: 'signIn', to: ROUTES.signIn, visitor: true },
  { key: 'rescue', to: ROUTES.rescue },
  { key: 'promoCode', to: ROUTES.promoCode },
  { key: 'mission', to: ROUTES.leaderBoard, visitor: true },
  { key: 'mall', to: ROUTES.mall },
  { key: 'activity', to: ROUTES.activity },
  { key: 'rewardCenter', to: ROUTES.rewardCenter, flag: SHORTCUT_FLAGS.rewardCenter },
  { key: 'share', visitor: true },
];

/**
 * Which shortcuts show: visitor entries while logged out; the others when their site flag is on
 * (or when they have none). Members' availability flags come with accounts.
 */
export function visibleShortcuts(flags: Readonly<Record<string, boolean>>, isMember: boolean): Shortcut[] {
  return SHORTCUTS.filter((item) => {
    if (item.visitor) return !isMember;
    return item.flag === undefined || flags[item.flag] === true;
  });
}
