import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './http';
import { createInbox } from './inbox';
import { createSmtpCatcher } from './smtp';

const KEY = 'test-key';
const inbox = createInbox(3);
const http = createHttpServer(inbox, { smsKey: KEY, log: () => {} });
let smtp: SMTPServer;
let smtpPort = 0;

beforeAll(async () => {
  smtp = createSmtpCatcher(inbox, () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await http.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const sms = (body: object, key?: string) =>
  http.inject({
    method: 'POST',
    url: '/sms',
    payload: body,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });

describe('the message sandbox', () => {
  it('takes an SMS only with the gateway key and a well-formed body', async () => {
    expect((await sms({ to: '+6281', text: 'code 111111' })).statusCode).toBe(401);
    expect((await sms({ to: '+6281', text: 'code 111111' }, 'wrong')).statusCode).toBe(401);
    expect((await sms({ to: '+6281' }, KEY)).statusCode).toBe(400);
    const taken = await sms({ to: '+6281', text: 'code 222222', merchantCode: 'LUCKYNOVA' }, KEY);
    expect(taken.statusCode).toBe(200);
    const listed = await http.inject({ method: 'GET', url: '/api/messages?to=%2B6281' });
    expect(listed.json()).toEqual([
      expect.objectContaining({ channel: 'sms', text: 'code 222222', from: 'LUCKYNOVA' }),
    ]);
  });

  it('catches e-mail over SMTP, newest first, and keeps only the newest', async () => {
    const mailer = nodemailer.createTransport(`smtp://127.0.0.1:${smtpPort}`);
    for (const n of [1, 2, 3]) {
      await mailer.sendMail({
        from: 'no-reply@lobby.test',
        to: 'Demo@Example.com',
        subject: `Reset ${n}`,
        text: `link ${n}`,
      });
    }
    const listed = (await http.inject({ method: 'GET', url: '/api/messages?to=demo@example.com' })).json();
    expect(listed.map((m: { subject: string }) => m.subject)).toEqual(['Reset 3', 'Reset 2', 'Reset 1']);
    expect(listed[0]).toMatchObject({ channel: 'email', from: 'no-reply@lobby.test', text: 'link 3' });
    // Capacity 3: the SMS of the first test made way for the mail.
    expect((await http.inject({ method: 'GET', url: '/api/messages' })).json()).toHaveLength(3);
  });

  it('shows messages on an escaped page with web links clickable and scripts inert', async () => {
    await sms({ to: '<b>+62</b>', text: 'open https://site.test/m/forget?t=1 <script>alert(1)</script>' }, KEY);
    const page = await http.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('&lt;b&gt;+62&lt;/b&gt;');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('<a href="https://site.test/m/forget?t=1" target="_blank" rel="noopener noreferrer">');
    expect(page.body).toContain('<meta http-equiv="refresh"');
  });
});
