import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { BetRecordsView } from '../features/records/components/bet-records-view';
import { ProfitLossView } from '../features/records/components/profit-loss-view';
import { TransactionsView } from '../features/records/components/transactions-view';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import type { CoreMessageKey } from '../lib/locales/en';
import { ROUTES } from '../lib/routes';
import { PageHeader } from '../ui/page-header';

interface RecordsPage {
  titleKey: CoreMessageKey;
  View: ComponentType;
}
const BETTING: RecordsPage = { titleKey: 'title.bettingRecord', View: BetRecordsView };
/** The records pages by path: their title and their view. */
const PAGES: Record<string, RecordsPage> = {
  [ROUTES.bettingRecord]: BETTING,
  [ROUTES.accountRecord]: { titleKey: 'title.accountRecord', View: TransactionsView },
  [ROUTES.profitAndLoss]: { titleKey: 'title.profitAndLoss', View: ProfitLossView },
};

/**
 * Betting record, account record, profit and loss (members only: the router's MemberOnly layout).
 * Filters live in the address.
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { titleKey, View } = PAGES[pathname] ?? BETTING;
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-3 pt-4 pb-12">
        <View />
      </main>
    </>
  );
}
