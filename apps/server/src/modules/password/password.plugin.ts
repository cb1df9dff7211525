import fp from 'fastify-plugin';
import { createPasswordResetsRepository } from './password-resets.repository';
import { passwordRoutes } from './password.routes';
import { createPasswordService, type PasswordService } from './password.service';
import { createResetLinkService, type ResetLinkService } from './reset-link.service';

declare module 'fastify' {
  interface FastifyInstance {
    password: PasswordService;
    resetLink: ResetLinkService;
  }
}

/** Change a password, and reset a forgotten one by SMS code or e-mailed link. */
export default fp(
  async (app) => {
    const members = app.members.repository;
    const { sessions, auth } = app;
    app.decorate('password', createPasswordService({ members, sessions, auth, sms: app.sms }));
    app.decorate(
      'resetLink',
      createResetLinkService({
        members,
        sessions,
        auth,
        sender: app.sender,
        resets: createPasswordResetsRepository(app.db),
      }),
    );
    await app.register(passwordRoutes);
  },
  { name: 'password', dependencies: ['members', 'auth', 'sms', 'messaging'] },
);
