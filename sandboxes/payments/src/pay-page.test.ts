import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createGateway } from './gateway';
import { createHttpServer } from './http';
import { groupDigits } from './pay-page';
import { startReceiver } from './test-helpers';

const KEY = 'page-test-key';
const gateway = createGateway({ sandboxKey: KEY, log: () => {} });
const http = createHttpServer(gateway, { sandboxKey: KEY });
const receivers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(async () => {
  gateway.close();
  await http.close();
});

let sequence = 0;
async function payment(overrides: { method?: 'redirect' | 'qr'; description?: string } = {}) {
  const receiver = await startReceiver();
  receivers.push(receiver);
  const created = gateway.create(
    'GOLDREEF',
    {
      reference: `R-${++sequence}`,
      amount: '1500000',
      currency: 'IDR',
      method: overrides.method ?? 'redirect',
      callbackUrl: receiver.url,
      returnUrl: 'http://127.0.0.1:3000/m/voucherCenter/result?from=gateway',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      description: overrides.description,
    },
    'http://127.0.0.1:3026',
  ).payment;
  return { receiver, payment: created };
}

const press = (paymentId: string, action: string) =>
  http.inject({
    method: 'POST',
    url: `/pay/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

describe('the payer page', () => {
  it('shows the merchant, the amount grouped, and three buttons, escaped and script-free', async () => {
    const { payment: p } = await payment({ description: 'Deposit <b>now</b>' });
    const page = await http.inject({ method: 'GET', url: `/pay/${p.paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://127.0.0.1:3000");
    expect(page.body).toContain('<h1 class="merchant">GOLDREEF</h1>');
    expect(page.body).toContain('<span class="value">1,500,000</span><span class="currency">IDR</span>');
    expect(page.body).toContain('Deposit &lt;b&gt;now&lt;/b&gt;');
    for (const action of ['pay', 'fail', 'cancel']) expect(page.body).toContain(`name="action" value="${action}"`);
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('QR code');
  });

  it('draws a QR for a qr payment', async () => {
    const { payment: p } = await payment({ method: 'qr' });
    const page = await http.inject({ method: 'GET', url: `/pay/${p.paymentId}` });
    expect(page.body).toMatch(/<div role="img" aria-label="QR code to pay"><svg[^>]+viewBox/);
  });

  it('settles a qr payment from its scan page, tells the merchant, and stays there', async () => {
    const { receiver, payment: p } = await payment({ method: 'qr' });
    const scan = await http.inject({ method: 'GET', url: `/scan/${p.paymentId}` });
    expect(scan.statusCode).toBe(200);
    expect(scan.body).toContain('QR code scanned');
    expect(scan.body).toContain('<span class="value">1,500,000</span>');
    for (const action of ['pay', 'fail', 'cancel']) expect(scan.body).toContain(`name="action" value="${action}"`);
    const paid = await http.inject({
      method: 'POST',
      url: `/scan/${p.paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/scan/${p.paymentId}`);
    await receiver.until(1);
    expect(receiver.received[0]!.body).toMatchObject({ reference: p.reference, status: 'paid' });
    const after = await http.inject({ method: 'GET', url: `/scan/${p.paymentId}` });
    expect(after.body).toContain('Payment received');
    expect(after.body).not.toContain('Return to');
    expect((await http.inject({ method: 'GET', url: '/scan/pay_unknown' })).statusCode).toBe(404);
  });

  it('settles from a button, tells the merchant, and sends the payer back with reference and status', async () => {
    const { receiver, payment: p } = await payment();
    const paid = await press(p.paymentId, 'pay');
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:3000/m/voucherCenter/result');
    expect(Object.fromEntries(back.searchParams)).toEqual({ from: 'gateway', reference: p.reference, status: 'paid' });
    await receiver.until(1);
    expect(receiver.received[0]!.body).toMatchObject({ reference: p.reference, status: 'paid' });

    // Once final, the page shows the outcome and a way back; another press changes nothing.
    const again = await press(p.paymentId, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Payment received');
    expect(p.status).toBe('paid');
    expect((await http.inject({ method: 'GET', url: `/pay/${p.paymentId}` })).body).toContain('Return to GOLDREEF');
  });

  it.each([
    ['fail', 'failed'],
    ['cancel', 'cancelled'],
  ])('%s ends the payment as %s', async (action, status) => {
    const { payment: p } = await payment();
    const answer = await press(p.paymentId, action);
    expect(new URL(answer.headers.location as string).searchParams.get('status')).toBe(status);
    expect(p.status).toBe(status);
  });

  it('refuses an unknown action and an unknown payment', async () => {
    const { payment: p } = await payment();
    expect((await press(p.paymentId, 'refund')).statusCode).toBe(400);
    expect(p.status).toBe('pending');
    const missing = await http.inject({ method: 'GET', url: '/pay/pay_unknown' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Payment not found');
  });

  it('lists the newest payments on the front page, with a link to each pending one', async () => {
    const { payment: p } = await payment();
    const front = await http.inject({ method: 'GET', url: '/' });
    expect(front.statusCode).toBe(200);
    expect(front.body).toContain(`<a href="/pay/${p.paymentId}">Open</a>`);
    expect(front.body.indexOf(p.reference)).toBeLessThan(front.body.indexOf('R-1<'));
  });

  it('groups digits on the string, never through a float', () => {
    expect(groupDigits('150000')).toBe('150,000');
    expect(groupDigits('1234567.89')).toBe('1,234,567.89');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('12345678901234.56')).toBe('12,345,678,901,234.56');
  });
});
