import fp from 'fastify-plugin';
import { keepsMessages } from '../../config';
import { createCaptchaRepository } from './captcha.repository';
import { createCaptchaService, type CaptchaService } from './captcha.service';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

/** Picture captchas: issued by the auth routes, checked by login, registration, SMS and operator sign-in. */
export default fp(
  async (app) => {
    // Answers are revealed only where messages are kept too: never in production.
    const captcha = createCaptchaService(createCaptchaRepository(app.db), { revealAnswers: keepsMessages(app.config) });
    app.decorate('captcha', captcha);
  },
  { name: 'captcha', dependencies: ['database', 'config'] },
);
