import fp from 'fastify-plugin';
import { captchaHumanCheck } from './human-check';
import { createSmsCodesRepository } from './sms-codes.repository';
import { smsRoutes } from './sms.routes';
import { createSmsService, type SmsService } from './sms.service';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsService;
  }
}

/** SMS verification codes for registration, login and password reset. */
export default fp(
  async (app) => {
    const sms = createSmsService({
      codes: createSmsCodesRepository(app.db),
      sender: app.sender,
      humanCheck: captchaHumanCheck(app.captcha),
    });
    app.decorate('sms', sms);
    await app.register(smsRoutes);
  },
  { name: 'sms', dependencies: ['captcha', 'messaging'] },
);
