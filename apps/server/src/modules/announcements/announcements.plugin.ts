import fp from 'fastify-plugin';
import { announcementsAdminRoutes } from './announcements-admin.routes';
import { createAnnouncementsAdminService, type AnnouncementsAdminService } from './announcements-admin.service';
import { createAnnouncementsRepository } from './announcements.repository';
import { announcementsRoutes } from './announcements.routes';
import { createAnnouncementsService, type AnnouncementsService } from './announcements.service';

declare module 'fastify' {
  interface FastifyInstance {
    announcements: AnnouncementsService;
    announcementsAdmin: AnnouncementsAdminService;
  }
}

/** The announcement feed (banners, player notices, pop-ups, promotions, hot items), read flags and editing. */
export default fp(
  async (app) => {
    const repository = createAnnouncementsRepository(app.db);
    const announcements = createAnnouncementsService({
      repository,
      banners: app.banners,
      ttlMs: app.config.CATALOGUE_CACHE_TTL_MS,
      promotions: app.promotions.listForFeed,
    });
    app.decorate('announcements', announcements);
    app.decorate('announcementsAdmin', createAnnouncementsAdminService(repository, app.audited));
    app.catalogue.onChange(() => announcements.clear());
    await app.register(announcementsRoutes);
    await app.register(announcementsAdminRoutes);
  },
  { name: 'announcements', dependencies: ['catalogue', 'audit', 'site', 'banners', 'promotions'] },
);
