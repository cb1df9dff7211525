import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Inbox } from './inbox';

const MAX_MESSAGE_BYTES = 1_048_576;

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list
    .flatMap((entry) => entry.value.map((one) => one.address ?? ''))
    .filter(Boolean)
    .join(', ');
}

/**
 * An SMTP server that delivers every message into the inbox. Plain SMTP on loopback: no STARTTLS (no
 * certificate to trust) and any credentials or none, so the server's SMTP_URL works as written.
 */
export function createSmtpCatcher(inbox: Inbox, log: (line: string) => void): SMTPServer {
  return new SMTPServer({
    name: 'messages-sandbox',
    banner: 'messages sandbox: every message is caught, none is delivered',
    size: MAX_MESSAGE_BYTES,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = addresses(mail.to) || session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
          inbox.add({
            channel: 'email',
            to,
            from: addresses(mail.from),
            subject: mail.subject ?? '',
            text: (mail.text ?? '').trim(),
          });
          log(`e-mail to ${to}: ${mail.subject ?? '(no subject)'}`);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
}
