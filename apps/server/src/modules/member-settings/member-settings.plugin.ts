import fp from 'fastify-plugin';
import { createLocalFileStorage } from '../../lib/file-storage';
import { createMemberSettingsRepository } from './member-settings.repository';
import { memberSettingsRoutes } from './member-settings.routes';
import { createMemberSettingsService, type MemberSettingsService } from './member-settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    memberSettings: MemberSettingsService;
  }
}

/** A member's own settings (kept on the server, so they follow the member) and profile picture. */
export default fp(
  async (app) => {
    const service = createMemberSettingsService(
      createMemberSettingsRepository(app.db),
      createLocalFileStorage(app.config.uploadsDir),
    );
    app.decorate('memberSettings', service);
    await app.register(memberSettingsRoutes);
  },
  { name: 'member-settings', dependencies: ['member-auth'] },
);
