import { useSearchParams } from 'react-router';
import { CashierTabs } from '../features/cashier/components/cashier-tabs';
import { DepositHistory } from '../features/cashier/components/deposit-history';
import { DepositOrderView } from '../features/cashier/components/deposit-order';
import { DepositPanel } from '../features/cashier/components/deposit-panel';
import { DepositLimitPrompt } from '../features/responsible-gaming/components/deposit-limit-prompt';
import type { DepositOrder } from '@lobby/contract/deposits';
import { useTranslation } from '../lib/use-translation';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { BalanceWidget } from '../shared/wallet/components/balance-widget';
import { PageHeader } from '../ui/page-header';

/**
 * `/m/voucherCenter`, the deposit (members only: the router's MemberOnly layout). The address says
 * what shows: `?orderNo=` an order (where the gateway sends the member back), `?tab=history` the
 * member's deposits, else the form.
 */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.deposit');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('orderNo');
  const tab = params.get('tab') === 'history' ? 'history' : 'main';

  const onOrder = (order: DepositOrder) => {
    // A gateway order goes on to the gateway's page, which sends the member back to ?orderNo=; a QR order
    // stays here and shows its code.
    if (!order.manual && order.payUrl && !order.qrData) window.location.assign(order.payUrl);
    else setParams({ orderNo: order.orderNo });
  };

  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-4 pt-4 pb-12">
        <div className="mb-4 flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
          <span className="text-xs font-semibold tracking-widest text-muted uppercase">{t('cashier.balance')}</span>
          <BalanceWidget className="text-lg text-gold-300" />
        </div>
        <CashierTabs
          mainLabel={t('cashier.tab.deposit')}
          current={tab}
          onChange={(next) => setParams(next === 'history' ? { tab: 'history' } : {})}
        >
          {tab === 'history' ? (
            <DepositHistory onOpen={(no) => setParams({ orderNo: no })} />
          ) : orderNo ? (
            <DepositOrderView orderNo={orderNo} onNew={() => setParams({})} />
          ) : (
            <>
              <DepositLimitPrompt />
              <DepositPanel onOrder={onOrder} />
            </>
          )}
        </CashierTabs>
      </main>
    </>
  );
}
