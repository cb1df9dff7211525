import fp from 'fastify-plugin';
import { createPaymentPasswordRepository } from './payment-password.repository';
import { paymentPasswordRoutes } from './payment-password.routes';
import { createPaymentPasswordService, type PaymentPasswordService } from './payment-password.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment password; other modules call `verify(merchant, memberId, password)` before moving money. */
    paymentPassword: PaymentPasswordService;
  }
}

/** The payment password: set, change, and the counted tries that guard money moves. */
export default fp(
  async (app) => {
    app.decorate('paymentPassword', createPaymentPasswordService(createPaymentPasswordRepository(app.db), app.sms));
    await app.register(paymentPasswordRoutes);
  },
  { name: 'payment-password', dependencies: ['member-auth', 'members', 'sms'] },
);
