import fp from 'fastify-plugin';
import { keepsMessages } from '../../config';
import { createOutboxSender, createProviderSender, type MessageSender } from './message-sender';
import { createOutboxRepository, type OutboxRepository } from './outbox.repository';
import { outboxRoutes } from './outbox.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends SMS and e-mail: through the providers, or into the outbox outside production. */
    sender: MessageSender;
    /** Present only while messages are kept instead of sent. */
    outbox: OutboxRepository | undefined;
  }
}

/** SMS and e-mail to members, and the development outbox that keeps them. */
export default fp(
  async (app) => {
    const { config } = app;
    const outbox = keepsMessages(config) ? createOutboxRepository(app.db) : undefined;
    app.decorate(
      'sender',
      outbox
        ? createOutboxSender(outbox)
        : createProviderSender({
            smsUrl: config.SMS_PROVIDER_URL,
            smsKey: config.SMS_PROVIDER_KEY,
            smtpUrl: config.SMTP_URL,
            mailFrom: config.MAIL_FROM,
          }),
    );
    app.decorate('outbox', outbox);
    await app.register(outboxRoutes);
  },
  { name: 'messaging', dependencies: ['database', 'captcha'] },
);
