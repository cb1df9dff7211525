import { useSearchParams } from 'react-router';
import { CashierTabs } from '../features/cashier/components/cashier-tabs';
import { WithdrawPanel } from '../features/cashier/components/withdraw-panel';
import { WithdrawalHistory } from '../features/cashier/components/withdrawal-history';
import { useTranslation } from '../lib/use-translation';
import { useSite } from '../shared/site/api/site';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';

/** `/m/withdraw` (members only): the withdrawal form, or `?tab=history` the member's requests. */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.withdraw');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'main';
  // The wallet's currency: balances, holds and limits are all in it.
  const currency = useSite().data?.wallet.currency ?? 'USD';
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-4 pt-4 pb-12">
        <CashierTabs
          mainLabel={t('cashier.tab.withdraw')}
          current={tab}
          onChange={(next) => setParams(next === 'history' ? { tab: 'history' } : {})}
        >
          {tab === 'history' ? <WithdrawalHistory currency={currency} /> : <WithdrawPanel currency={currency} />}
        </CashierTabs>
      </main>
    </>
  );
}
