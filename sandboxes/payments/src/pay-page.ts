import QRCode from 'qrcode';
import type { Payment, PaymentStatus } from './payments';
import { PAY_STYLE } from './pay-style';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** "150000" -> "150,000", "1234.5" -> "1,234.5": grouping on the string, never through a float. */
export function groupDigits(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const LOCK_ICON = `<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="4" y="10" width="16" height="11" rx="3" fill="#4f46e5"/><path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="#4f46e5" stroke-width="2"/></svg>`;

const OUTCOMES: Record<Exclude<PaymentStatus, 'pending'>, { title: string; colour: string; mark: string }> = {
  paid: { title: 'Payment received', colour: '#16a34a', mark: 'M7 12.5l3 3 7-7' },
  failed: { title: 'Payment failed', colour: '#dc2626', mark: 'M8 8l8 8M16 8l-8 8' },
  cancelled: { title: 'Payment cancelled', colour: '#64748b', mark: 'M8 8l8 8M16 8l-8 8' },
  expired: { title: 'Payment expired', colour: '#d97706', mark: 'M12 7v5l3 3' },
};

export function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${PAY_STYLE}</style></head>
<body><header class="top"><span class="brand">${LOCK_ICON}Sandbox Pay</span><span class="badge">Test mode</span></header>
<main>${content}</main>
<footer>Sandbox Pay is a stand-in gateway: no real money moves.</footer>
</body></html>`;
}

export function summary(payment: Payment, merchantTag: 'h1' | 'p'): string {
  const expires = payment.expiresAt.replace('T', ' ').slice(0, 16);
  return `<p class="payee">Pay to</p>
<${merchantTag} class="merchant">${escapeHtml(payment.accountId)}</${merchantTag}>
${payment.description ? `<p class="description">${escapeHtml(payment.description)}</p>` : ''}
<p class="amount" aria-label="Amount ${escapeHtml(groupDigits(payment.amount))} ${escapeHtml(payment.currency)}"><span class="value">${escapeHtml(groupDigits(payment.amount))}</span><span class="currency">${escapeHtml(payment.currency)}</span></p>
<dl><dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd>
<dt>${payment.status === 'pending' ? 'Pay before' : 'Status'}</dt><dd>${payment.status === 'pending' ? `<time datetime="${escapeHtml(payment.expiresAt)}">${escapeHtml(expires)} UTC</time>` : `<span class="status">${escapeHtml(payment.status)}</span>`}</dd></dl>`;
}

async function qrFigure(data: string): Promise<string> {
  const svg = await QRCode.toString(data, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `<figure class="qr"><div role="img" aria-label="QR code to pay">${svg}</div>
<figcaption>Scan with your banking or e-wallet app</figcaption></figure>`;
}

/** The payer's page while the payment is pending: who is paid, how much, a QR for qr payments, three buttons. */
export async function renderPending(payment: Payment): Promise<string> {
  const qr = payment.method === 'qr' ? await qrFigure(payment.scanUrl) : '';
  return layout(
    `Pay ${groupDigits(payment.amount)} ${payment.currency} to ${payment.accountId}`,
    `<section class="card" aria-label="Payment">${summary(payment, 'h1')}${qr}
<form method="post" class="actions">
<button class="pay" name="action" value="pay">Pay</button>
<button class="secondary" name="action" value="fail">Fail</button>
<button class="secondary" name="action" value="cancel">Cancel</button>
</form>
<p class="note">Sandbox: Pay, Fail and Cancel end this payment as a real payer would, tell the merchant, and take you back.</p>
</section>`,
  );
}

/** A final payment's title and its heading (icon and words). */
export function outcomeOf(payment: Payment): { title: string; heading: string } {
  const outcome = OUTCOMES[payment.status as Exclude<PaymentStatus, 'pending'>];
  const icon = `<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="${outcome.colour}"/><path d="${outcome.mark}" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return { title: outcome.title, heading: `<h1 class="state">${icon}${outcome.title}</h1>` };
}

/** The page once the payment is final (a second visit, or a button pressed after it ended). */
export function renderFinal(payment: Payment, returnUrl: string): string {
  const { title, heading } = outcomeOf(payment);
  return layout(
    title,
    `<section class="card" aria-label="Payment">${heading}${summary(payment, 'p')}
<a class="return" href="${escapeHtml(returnUrl)}">Return to ${escapeHtml(payment.accountId)}</a></section>`,
  );
}

export function renderNotFound(): string {
  return layout(
    'Payment not found',
    `<section class="card" aria-label="Payment"><h1 class="state">Payment not found</h1>
<p class="description">This payment link is unknown or too old. Go back to the merchant and start again.</p></section>`,
  );
}
