import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { bannersRoutes } from './banners/banners.routes';
import { bannersAdminRoutes } from './banners/banners-admin.routes';
import { announcementsRoutes } from './announcements/announcements.routes';
import { announcementsAdminRoutes } from './announcements/announcements-admin.routes';
import { classificationsRoutes } from './classifications/classifications.routes';
import { gamesRoutes } from './games/games.routes';
import { healthRoutes } from './health/health.routes';
import { helpRoutes } from './help/help.routes';
import { siteFilesRoutes } from './site-files/site-files.routes';
import { homeRoutes } from './home/home.routes';
import { memberGamesRoutes } from './member-games/member-games.routes';
import { membersRoutes } from './members/members.routes';
import { outboxRoutes } from './messaging/outbox.routes';
import { operatorsRoutes } from './operators/operators.routes';
import { ranksRoutes } from './ranks/ranks.routes';
import { agentContractsRoutes } from './agent-contracts/agent-contracts.routes';
import { promotionsRoutes } from './promotions/promotions.routes';
import { rewardsRoutes } from './rewards/rewards.routes';
import type { ModuleOptions } from './module-options';
import { inhouseRoutes } from './inhouse/inhouse.routes';
import { playRoutes } from './play/play.routes';
import { passwordRoutes } from './password/password.routes';
import { recordsRoutes } from './records/records.routes';
import { registerRoutes } from './register/register.routes';
import { siteRoutes } from './site/site.routes';
import { siteStatusRoutes } from './site-status/site-status.routes';
import { siteSettingsRoutes } from './site-settings/site-settings.routes';
import { chatRoutes } from './chat/chat.routes';
import { inboxRoutes } from './inbox/inbox.routes';
import { smsRoutes } from './sms/sms.routes';
import { vendorsRoutes } from './vendors/vendors.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { winnersRoutes } from './winners/winners.routes';

export async function registerModules(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  for (const routes of [
    healthRoutes,
    siteRoutes,
    homeRoutes,
    gamesRoutes,
    vendorsRoutes,
    classificationsRoutes,
    winnersRoutes,
    bannersRoutes,
    bannersAdminRoutes,
    announcementsRoutes,
    announcementsAdminRoutes,
    authRoutes,
    membersRoutes,
    memberGamesRoutes,
    walletRoutes,
    recordsRoutes,
    promotionsRoutes,
    rewardsRoutes,
    playRoutes,
    inhouseRoutes,
    smsRoutes,
    registerRoutes,
    passwordRoutes,
    outboxRoutes,
    operatorsRoutes,
    helpRoutes,
    siteFilesRoutes,
    ranksRoutes,
    agentContractsRoutes,
    siteStatusRoutes,
    siteSettingsRoutes,
    chatRoutes,
    inboxRoutes,
  ]) {
    await app.register(routes, options);
  }
}
