import { isAgentType } from '@lobby/contract/members';
import { WHITE_LABEL_FLAGS, type LinkResourceType, type ModuleId } from '@lobby/contract/site';
import type { MenuEntry } from '../../lib/locales/accounts-en';
import { ROUTES } from '../../lib/routes';

/**
 * The member's menu entries, one list for every menu that shows them (the drawer and the member
 * centre pick theirs from it, in their own order), with the rules that hide them.
 */

/** The menu's entries, plus the community links (Telegram, Facebook) the operator may configure. */
export type MenuItemKey = MenuEntry | 'telegram' | 'facebook';

export interface MenuItem {
  key: MenuItemKey;
  /** A route, or none for entries that open something (customer service, the referral popup). */
  to?: string;
  /** White-label flag the entry needs (spec accounts §6). */
  flag?: string;
  /** Module permission the entry needs (spec accounts §6 module ids). */
  module?: ModuleId;
  /** Link resource the entry opens; it shows only when the site has that link. */
  resource?: LinkResourceType;
  /** Only for agents (member type not 0, 4 or 40, spec accounts §4). */
  agentOnly?: true;
  /** Only for a signed-in member (the menu knows the member's type). */
  memberOnly?: true;
}

const ITEMS: { readonly [K in MenuItemKey]: MenuItem & { key: K } } = {
  deposit: { key: 'deposit', to: ROUTES.deposit },
  withdraw: { key: 'withdraw', to: ROUTES.withdraw },
  bettingRecord: { key: 'bettingRecord', to: ROUTES.bettingRecord, flag: WHITE_LABEL_FLAGS.bettingRecord },
  accountRecord: { key: 'accountRecord', to: ROUTES.accountRecord, flag: WHITE_LABEL_FLAGS.accountRecord },
  profitAndLoss: { key: 'profitAndLoss', to: ROUTES.profitAndLoss, flag: WHITE_LABEL_FLAGS.profitAndLoss },
  rewardCenter: { key: 'rewardCenter', to: ROUTES.rewardCenter, flag: WHITE_LABEL_FLAGS.rewardCenter },
  manualRebate: { key: 'manualRebate', to: ROUTES.manualRebate, flag: WHITE_LABEL_FLAGS.manualRebate },
  // Customer service opens the first configured service entry: it shows when there is one (not by the chat flag).
  service: { key: 'service' },
  download: { key: 'download', to: ROUTES.download },
  share: { key: 'share', flag: WHITE_LABEL_FLAGS.referral },
  // The feedback route is gated by the FEEDBACK3 module (app/route-features.tsx): so is its entry.
  feedback: { key: 'feedback', to: ROUTES.feedback, module: 'FEEDBACK3' },
  settings: { key: 'settings', to: ROUTES.settings },
  telegram: { key: 'telegram', resource: 'TELEGRAM' },
  facebook: { key: 'facebook', resource: 'FACEBOOK' },
  securityCenter: { key: 'securityCenter', to: ROUTES.securityCenter, flag: WHITE_LABEL_FLAGS.securityCenter },
  // The change-password popup's own route (over home); nothing else links to it (issue 22).
  changePassword: { key: 'changePassword', to: ROUTES.changePassword, memberOnly: true },
  responsibleGaming: { key: 'responsibleGaming', to: ROUTES.responsibleGaming },
  help: { key: 'help', to: ROUTES.help },
  promo: { key: 'promo', to: ROUTES.activity },
  // The inbox route is gated by the INBOX3 module (app/route-features.tsx): so is its entry.
  inbox: { key: 'inbox', to: ROUTES.message, module: 'INBOX3' },
  agency: { key: 'agency', to: ROUTES.agentHome, agentOnly: true },
};

function pick<K extends MenuItemKey>(keys: readonly K[]): readonly (MenuItem & { key: K })[] {
  return keys.map((key) => ITEMS[key]);
}

/** The drawer's entries in the spec's order (accounts §2). */
export const DRAWER_ITEMS = pick([
  'deposit',
  'withdraw',
  'bettingRecord',
  'accountRecord',
  'profitAndLoss',
  'rewardCenter',
  'manualRebate',
  'service',
  'download',
  'share',
  'feedback',
  'telegram',
  'facebook',
  'securityCenter',
  'changePassword',
  'help',
  'promo',
]);

export type MemberCentreGroup = 'records' | 'benefits' | 'support';
/** The member centre's entries: the menu's own (no community links). */
export type MemberCentreItem = MenuItem & { key: MenuEntry };

/**
 * The member centre's entries, grouped (deposit and withdraw are its buttons, sign-out its last
 * action). The new template lays the same order out as a grid and rows.
 */
export const MEMBER_CENTRE_GROUPS: Readonly<Record<MemberCentreGroup, readonly MemberCentreItem[]>> = {
  records: pick(['bettingRecord', 'accountRecord', 'profitAndLoss']),
  benefits: pick(['rewardCenter', 'manualRebate', 'agency']),
  support: pick([
    'inbox',
    'securityCenter',
    'changePassword',
    'responsibleGaming',
    'settings',
    'feedback',
    'help',
    'service',
    'download',
  ]),
};

export interface MenuContext {
  flags: Readonly<Record<string, boolean>>;
  /** Module permissions of the site (INBOX3, ...); ids left out are off. */
  modules?: Readonly<Record<string, boolean>>;
  /** Inside the native app, the installed web app or a web clip: no app download entry. */
  standalone: boolean;
  /** The link resources the site has (TELEGRAM, FACEBOOK, ...). */
  resources?: readonly LinkResourceType[];
  /** Whether the site has at least one customer-service entry. */
  hasService?: boolean;
  /** The member's type; without one, agent-only entries stay hidden. */
  memberType?: number | undefined;
}

/**
 * Entries with a flag or a module show only when the site turns it on, link entries only when the
 * link is configured, customer service only with a service entry, app download only in a browser
 * tab, the agency centre only for agents.
 */
export function visibleMenuItems<T extends MenuItem>(
  items: readonly T[],
  { flags, modules = {}, standalone, resources = [], hasService = false, memberType }: MenuContext,
): T[] {
  return items.filter((item) => {
    if (item.key === 'download' && standalone) return false;
    if (item.key === 'service' && !hasService) return false;
    if (item.resource && !resources.includes(item.resource)) return false;
    if (item.module && modules[item.module] !== true) return false;
    if (item.agentOnly && (memberType === undefined || !isAgentType(memberType))) return false;
    if (item.memberOnly && memberType === undefined) return false;

    return item.flag === undefined || flags[item.flag] === true;
  });
}
