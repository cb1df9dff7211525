import { escapeHtml, layout, outcomeOf, summary } from './pay-page';
import type { Payment } from './payments';

const SCAN_ICON = `<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M4 8V6a2 2 0 0 1 2-2h2M16 4h2a2 2 0 0 1 2 2v2M20 16v2a2 2 0 0 1-2 2h-2M8 20H6a2 2 0 0 1-2-2v-2M4 12h16"/></svg>`;

/**
 * The page a banking or e-wallet app would open once it scanned a qr payment's code: the sandbox lets a
 * tester pay, fail or cancel it here. Unlike the payer page it never sends the browser back to the
 * merchant: the member is still looking at the merchant's page, which follows the payment by itself.
 */
export function renderScanPending(payment: Payment): string {
  return layout(
    `Scanned: pay ${payment.accountId}`,
    `<section class="card" aria-label="Payment"><p class="scanned">${SCAN_ICON}QR code scanned</p>${summary(payment, 'h1')}
<form method="post" class="actions">
<button class="pay" name="action" value="pay">Pay</button>
<button class="secondary" name="action" value="fail">Fail</button>
<button class="secondary" name="action" value="cancel">Cancel</button>
</form>
<p class="note">Sandbox: this page stands in for the wallet app that scanned the code. The merchant's page updates by itself.</p>
</section>`,
  );
}

/** The scan page once the payment is final: the outcome, and nothing to go back to. */
export function renderScanFinal(payment: Payment): string {
  const { title, heading } = outcomeOf(payment);
  return layout(
    title,
    `<section class="card" aria-label="Payment">${heading}${summary(payment, 'p')}
<p class="note">${escapeHtml(payment.accountId)} has been told. You can close this page.</p></section>`,
  );
}
