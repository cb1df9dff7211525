import { escapeHtml, groupDigits, layout } from './pay-page';
import type { Payment } from './payments';

function row(payment: Payment): string {
  const link = payment.status === 'pending' ? `<a href="/pay/${escapeHtml(payment.paymentId)}">Open</a>` : '';
  return `<tr><td>${escapeHtml(payment.accountId)}</td><td>${escapeHtml(payment.reference)}</td>
<td class="num">${escapeHtml(groupDigits(payment.amount))} ${escapeHtml(payment.currency)}</td>
<td><span class="status">${escapeHtml(payment.status)}</span></td><td>${link}</td></tr>`;
}

/** The sandbox's front page: the newest payments, so a person can find and open a pending one. */
export function renderIndex(payments: Payment[]): string {
  const body = payments.length
    ? `<p class="description">Newest first; settled payments are forgotten after an hour.</p>
<div class="table"><table aria-labelledby="title">
<thead><tr><th scope="col">Merchant</th><th scope="col">Reference</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col"><span class="sr">Page</span></th></tr></thead>
<tbody>${payments.map(row).join('\n')}</tbody></table></div>`
    : '<p class="description">No payments yet. Deposits made through a sandbox channel appear here.</p>';
  return layout(
    'Sandbox Pay payments',
    `<section class="card wide" aria-labelledby="title"><h1 id="title" class="merchant">Payments</h1>${body}</section>`,
  );
}
