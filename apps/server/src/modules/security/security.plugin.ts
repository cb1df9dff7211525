import fp from 'fastify-plugin';
import { createGeoLookup } from '../../lib/geo/geo';
import { secretBoxOf } from '../../lib/secret-box';
import { createContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';
import { createLoginHistoryRepository } from './login-history.repository';
import { createMemberSessionsRepository } from './member-sessions.repository';
import { securityAdminRoutes } from './security-admin.routes';
import { securityRoutes } from './security.routes';
import { createSecurityService, type SecurityService } from './security.service';
import { createMemberTwoFactorRepository } from './two-factor.repository';
import { createMemberTwoFactorService, type MemberTwoFactorService } from './two-factor.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security centre; auth records sign-ins through it. */
    security: SecurityService;
    /** Members' TOTP two-factor: asked at login (auth) and at a withdrawal request (withdrawals). */
    memberTwoFactor: MemberTwoFactorService;
  }
}

/**
 * The member's security centre. Registered before auth, which asks it for the two-factor step and
 * records each sign-in in its history.
 */
export default fp(
  async (app) => {
    const memberTwoFactor = createMemberTwoFactorService({
      repository: createMemberTwoFactorRepository(app.db),
      box: secretBoxOf(app.config),
    });
    app.decorate('memberTwoFactor', memberTwoFactor);
    app.decorate(
      'security',
      createSecurityService({
        sessions: createMemberSessionsRepository(app.db),
        history: createLoginHistoryRepository(app.db),
        twoFactor: memberTwoFactor,
        sms: app.sms,
        geo: createGeoLookup(),
      }),
    );
    await app.register(securityRoutes);
    const contact = createContactService({
      contacts: createContactRepository(app.db),
      sms: app.sms,
      sender: app.sender,
    });
    await app.register(contactRoutes(contact));
    await app.register(securityAdminRoutes);
  },
  { name: 'security', dependencies: ['members', 'sms', 'audit', 'operator-auth'] },
);
