import { AdminOnly } from './cashier-layout';
import { CashierSettingsPage } from './settings-page';

/** The cashier section's pages: one chunk, loaded when finance or an admin opens it. */
export { CashierLayout } from './cashier-layout';
export { ChannelsPage } from './channels-page';
export { DepositsPage } from './deposits-page';
export { TotalsPage } from './totals-page';
export { WithdrawalsPage } from './withdrawals-page';

/** The cashier's rules: admins only (finance is sent back to the deposit queue). */
export function CashierSettingsRoute() {
  return (
    <AdminOnly>
      <CashierSettingsPage />
    </AdminOnly>
  );
}
