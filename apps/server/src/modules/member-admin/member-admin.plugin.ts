import fp from 'fastify-plugin';
import { createMemberAdminRepository } from './member-admin.repository';
import { memberAdminRoutes } from './member-admin.routes';
import { createMemberAdminService, type MemberAdminService } from './member-admin.service';
import { createMemberRecordsRepository } from './member-records.repository';

declare module 'fastify' {
  interface FastifyInstance {
    memberAdmin: MemberAdminService;
  }
}

/** Members as operators manage them: search, profile, status, sessions, ledger and adjustments, rounds, notes. */
export default fp(
  async (app) => {
    app.decorate(
      'memberAdmin',
      createMemberAdminService({
        members: createMemberAdminRepository(app.db),
        records: createMemberRecordsRepository(app.db),
        audited: app.audited,
        forgetSessions: (memberId) => app.sessions.forget(memberId),
        rankOf: (merchantCode, memberId, language) => app.ranks.progress({ merchantCode, memberId }, language),
      }),
    );
    await app.register(memberAdminRoutes);
  },
  { name: 'member-admin', dependencies: ['audit', 'auth', 'ranks', 'wallet', 'operator-auth'] },
);
