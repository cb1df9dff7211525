import type { Db } from '../db/client';
import { createAccountServices } from './account-services';
import type { ProviderOptions } from './messaging/message-sender';
import { createBannersRepository } from './banners/banners.repository';
import { createBannersService } from './banners/banners.service';
import { createAnnouncementsRepository } from './announcements/announcements.repository';
import { createAnnouncementsService } from './announcements/announcements.service';
import { createAnnouncementsAdminService } from './announcements/announcements-admin.service';
import { createClassificationsRepository } from './classifications/classifications.repository';
import { createClassificationsService } from './classifications/classifications.service';
import { createGamesRepository } from './games/games.repository';
import { createGamesService } from './games/games.service';
import { createHelpRepository } from './help/help.repository';
import { createHelpService } from './help/help.service';
import { createHomeService } from './home/home.service';
import { createMemberGamesRepository } from './member-games/member-games.repository';
import { createMemberGamesService } from './member-games/member-games.service';
import { createInhouseService } from './inhouse/inhouse.service';
import { createRoundsRepository } from './inhouse/rounds.repository';
import { createPlayRepository } from './play/play.repository';
import { createPlayService } from './play/play.service';
import { createRecordsRepository } from './records/records.repository';
import { createRecordsService } from './records/records.service';
import { createWalletRepository } from './wallet/wallet.repository';
import { createWalletService } from './wallet/wallet.service';
import { createSiteRepository } from './site/site.repository';
import { createSiteService } from './site/site.service';
import { createSiteStatusService } from './site-status/site-status.service';
import { createSiteSettingsRepository } from './site-settings/site-settings.repository';
import { createSiteSettingsService } from './site-settings/site-settings.service';
import { createChatRepository } from './chat/chat.repository';
import { createChatService } from './chat/chat.service';
import { createInboxRepository } from './inbox/inbox.repository';
import { createInboxService } from './inbox/inbox.service';
import { createGeoLookup } from '../lib/geo/geo';
import { createVendorsRepository } from './vendors/vendors.repository';
import { createVendorsService } from './vendors/vendors.service';
import { createWinnersRepository } from './winners/winners.repository';
import { createWinnersService } from './winners/winners.service';
import { createAuditRepository } from './operators/audit.repository';
import { createOperatorsRepository } from './operators/operators.repository';
import { createOperatorLoginService } from './operators/operator-login.service';
import { createOperatorsService } from './operators/operators.service';
import { createRanksRepository } from './ranks/ranks.repository';
import { createRanksService } from './ranks/ranks.service';
import { createAgentContractsRepository } from './agent-contracts/agent-contracts.repository';
import { createAgentContractsService } from './agent-contracts/agent-contracts.service';
import { createPromotionsRepository } from './promotions/promotions.repository';
import { createPromotionsService } from './promotions/promotions.service';
import { createPromotionsAdminService } from './promotions/promotions-admin.service';
import { createRewardsRepository } from './rewards/rewards.repository';
import { createRewardsService } from './rewards/rewards.service';
import { createLocalFileStorage } from '../lib/file-storage';

export interface ServiceOptions {
  cacheTtlMs: number;
  /** Keep SMS and e-mail in the outbox (outside production) instead of sending them. */
  outbox: boolean;
  providers: ProviderOptions;
  /** Local-disk root of uploaded files (reward pictures), outside every served directory. */
  uploadsDir: string;
}

/** Wire repositories into services: the one place that knows them all. */
export function createServices(db: Db, options: ServiceOptions) {
  const games = createGamesService(createGamesRepository(db), options.cacheTtlMs);
  const vendors = createVendorsService(createVendorsRepository(db));
  const banners = createBannersService(createBannersRepository(db), {
    ttlMs: options.cacheTtlMs,
    gameExists: createMemberGamesRepository(db).gameExists,
  });
  const promotionsRepository = createPromotionsRepository(db);
  const promotions = createPromotionsService(promotionsRepository);
  const announcementsRepository = createAnnouncementsRepository(db);
  const announcements = createAnnouncementsService({
    repository: announcementsRepository,
    banners,
    ttlMs: options.cacheTtlMs,
    promotions: promotions.listForFeed,
  });
  const site = createSiteService(createSiteRepository(db), options.cacheTtlMs);
  const accounts = createAccountServices(db, options);
  const operatorsRepository = createOperatorsRepository(db);
  const memberGames = createMemberGamesService(createMemberGamesRepository(db), games);
  const wallet = createWalletService(createWalletRepository(db));
  const play = createPlayService({ repository: createPlayRepository(db), recordRecent: memberGames.recordRecent });
  accounts.sessions.onForget((memberId) => play.forgetMember(memberId));
  return {
    ...accounts,
    site,
    siteStatus: createSiteStatusService({ geo: createGeoLookup() }),
    siteSettings: createSiteSettingsService(createSiteSettingsRepository(db), () => site.clear()),
    chat: createChatService(createChatRepository(db)),
    inbox: createInboxService(createInboxRepository(db)),
    games,
    vendors,
    banners,
    announcements,
    announcementsAdmin: createAnnouncementsAdminService(announcementsRepository),
    classifications: createClassificationsService(createClassificationsRepository(db)),
    winners: createWinnersService(createWinnersRepository(db)),
    home: createHomeService({ banners, games, vendors }),
    memberGames,
    wallet,
    promotions,
    promotionsAdmin: createPromotionsAdminService(promotionsRepository),
    rewards: createRewardsService({
      repository: createRewardsRepository(db),
      promotions,
      storage: createLocalFileStorage(options.uploadsDir),
    }),
    records: createRecordsService(createRecordsRepository(db)),
    play,
    operators: createOperatorsService(operatorsRepository),
    operatorLogin: createOperatorLoginService({
      repository: operatorsRepository,
      guard: accounts.guard,
      captcha: accounts.captcha,
    }),
    help: createHelpService(createHelpRepository(db)),
    audit: createAuditRepository(db),
    ranks: createRanksService(createRanksRepository(db)),
    agentContracts: createAgentContractsService(createAgentContractsRepository(db)),
    inhouse: createInhouseService({ play, rounds: createRoundsRepository(db), wallet }),
    /** Forget every cached catalogue read of the services. */
    clearCaches(): void {
      games.clear();
      site.clear();
      banners.clear();
      announcements.clear();
    },
  };
}
export type Services = ReturnType<typeof createServices>;
