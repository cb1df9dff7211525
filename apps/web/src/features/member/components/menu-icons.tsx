import { GiftIcon, HeadsetIcon, MailIcon, MegaphoneIcon, PercentIcon, ShareIcon, type icon } from '../../../ui/icons';
import type { MenuItemKey } from '../member-menu';
import {
  ChartIcon,
  ChatIcon,
  DepositIcon,
  DiceIcon,
  DownloadIcon,
  GearIcon,
  HelpIcon,
  KeyIcon,
  ReceiptIcon,
  ScalesIcon,
  ShieldCheckIcon,
  TeamIcon,
  WithdrawIcon,
} from './member-icons';

export type MenuIcon = ReturnType<typeof icon>;

/**
 * The icon of each member menu entry, for the drawer and the member centre alike. The community
 * links (Telegram, Facebook) carry their networks' marks, which the drawer adds.
 */
export const MENU_ICONS: Readonly<Record<Exclude<MenuItemKey, 'telegram' | 'facebook'>, MenuIcon>> = {
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  bettingRecord: DiceIcon,
  accountRecord: ReceiptIcon,
  profitAndLoss: ChartIcon,
  rewardCenter: GiftIcon,
  manualRebate: PercentIcon,
  service: HeadsetIcon,
  download: DownloadIcon,
  share: ShareIcon,
  feedback: ChatIcon,
  settings: GearIcon,
  securityCenter: ShieldCheckIcon,
  changePassword: KeyIcon,
  responsibleGaming: ScalesIcon,
  help: HelpIcon,
  promo: MegaphoneIcon,
  inbox: MailIcon,
  agency: TeamIcon,
};
