import fp from 'fastify-plugin';
import { registerRoutes } from './register.routes';
import { createRegisterService, type RegisterService } from './register.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registration (not `register`: that is Fastify's own). */
    registration: RegisterService;
  }
}

/** Registration: settings, availability checks and the sign-up itself. */
export default fp(
  async (app) => {
    const registration = createRegisterService({
      members: app.members.repository,
      auth: app.auth,
      captcha: app.captcha,
      sms: app.sms,
    });
    app.decorate('registration', registration);
    await app.register(registerRoutes);
  },
  { name: 'register', dependencies: ['members', 'auth', 'captcha', 'sms'] },
);
