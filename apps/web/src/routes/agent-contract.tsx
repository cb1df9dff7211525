import { useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { ContractPage } from '../features/agent-contracts/components/contract-page';
import { kindOfPath } from '../features/agent-contracts/kinds';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';

/**
 * The three contract pages (daily salary, dividend, hourly salary), the kind taken from the path.
 * Members only: the router's MemberOnly layout guards them.
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname) ?? 'dailySalary';
  const title = t(`contracts.title.${kind}`);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-4 pt-4 pb-12">
        <ContractPage kind={kind} />
      </main>
    </>
  );
}
