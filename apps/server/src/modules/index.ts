import type { FastifyInstance } from 'fastify';
import agentContracts from './agent-contracts/agent-contracts.plugin';
import announcements from './announcements/announcements.plugin';
import audit from './audit/audit.plugin';
import auth from './auth/auth.plugin';
import banners from './banners/banners.plugin';
import captcha from './captcha/captcha.plugin';
import cashier from './cashier/cashier.plugin';
import catalogue from './catalogue/catalogue.plugin';
import chat from './chat/chat.plugin';
import classifications from './classifications/classifications.plugin';
import dashboard from './dashboard/dashboard.plugin';
import deposits from './deposits/deposits.plugin';
import download from './download/download.plugin';
import feedback from './feedback/feedback.plugin';
import firstPaint from './first-paint/first-paint.plugin';
import games from './games/games.plugin';
import health from './health/health.plugin';
import help from './help/help.plugin';
import home from './home/home.plugin';
import inbox from './inbox/inbox.plugin';
import inhouse from './inhouse/inhouse.plugin';
import memberAdmin from './member-admin/member-admin.plugin';
import memberGames from './member-games/member-games.plugin';
import memberSettings from './member-settings/member-settings.plugin';
import members from './members/members.plugin';
import messaging from './messaging/messaging.plugin';
import operators from './operators/operators.plugin';
import password from './password/password.plugin';
import paymentPassword from './payment-password/payment-password.plugin';
import payoutAccounts from './payout-accounts/payout-accounts.plugin';
import play from './play/play.plugin';
import promotions from './promotions/promotions.plugin';
import providerWallet from './provider-wallet/provider-wallet.plugin';
import ranks from './ranks/ranks.plugin';
import records from './records/records.plugin';
import register from './register/register.plugin';
import responsibleGaming from './responsible-gaming/responsible-gaming.plugin';
import rewards from './rewards/rewards.plugin';
import security from './security/security.plugin';
import site from './site/site.plugin';
import siteSettings from './site-settings/site-settings.plugin';
import siteStatus from './site-status/site-status.plugin';
import sms from './sms/sms.plugin';
import turnover from './turnover/turnover.plugin';
import vendors from './vendors/vendors.plugin';
import wallet from './wallet/wallet.plugin';
import winners from './winners/winners.plugin';
import withdrawals from './withdrawals/withdrawals.plugin';

/**
 * Every module, in an order where each comes after the modules it names as dependencies (fastify-plugin
 * checks it at start). A module decorates the app with its services and registers its own routes.
 */
const MODULES = [
  catalogue,
  audit,
  health,
  site,
  siteStatus,
  siteSettings,
  members,
  captcha,
  messaging,
  sms,
  security,
  auth,
  responsibleGaming,
  register,
  password,
  operators,
  games,
  vendors,
  classifications,
  winners,
  memberGames,
  banners,
  promotions,
  announcements,
  home,
  help,
  download,
  ranks,
  agentContracts,
  inbox,
  feedback,
  memberSettings,
  wallet,
  turnover,
  paymentPassword,
  payoutAccounts,
  chat,
  records,
  providerWallet,
  play,
  inhouse,
  rewards,
  cashier,
  withdrawals,
  deposits,
  memberAdmin,
  dashboard,
  firstPaint,
];

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const module of MODULES) await app.register(module);
}
