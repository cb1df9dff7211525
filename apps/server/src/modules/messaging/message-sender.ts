import nodemailer from 'nodemailer';
import type { OutboxRepository } from './outbox.repository';

/** Where SMS and e-mail go: the outbox outside production, the configured providers in production. */
export interface MessageSender {
  sms(merchantCode: string, to: string, text: string): Promise<void>;
  email(merchantCode: string, to: string, subject: string, text: string): Promise<void>;
}

/** Keeps every message in the database for a person or a test to read (GET /api/dev/outbox). */
export function createOutboxSender(outbox: OutboxRepository): MessageSender {
  return {
    sms: (merchantCode, to, text) => outbox.insert({ merchantCode, channel: 'sms', recipient: to, body: text }),
    email: (merchantCode, to, subject, text) =>
      outbox.insert({ merchantCode, channel: 'email', recipient: to, subject, body: text }),
  };
}

export interface ProviderOptions {
  /** An HTTP SMS gateway: POST JSON { to, text, merchantCode } with a Bearer key. */
  smsUrl: string | undefined;
  smsKey: string | undefined;
  /** nodemailer SMTP URL, e.g. smtps://user:pass@mail.example.com. */
  smtpUrl: string | undefined;
  mailFrom: string;
}

/** Real delivery. A channel without configuration fails loudly rather than dropping the message. */
export function createProviderSender(options: ProviderOptions): MessageSender {
  const mailer = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async sms(merchantCode, to, text) {
      if (!options.smsUrl) throw new Error('SMS_PROVIDER_URL is not set');
      const response = await fetch(options.smsUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.smsKey ? { authorization: `Bearer ${options.smsKey}` } : {}),
        },
        body: JSON.stringify({ to, text, merchantCode }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
    async email(_merchantCode, to, subject, text) {
      if (!mailer) throw new Error('SMTP_URL is not set');
      await mailer.sendMail({ from: options.mailFrom, to, subject, text });
    },
  };
}
