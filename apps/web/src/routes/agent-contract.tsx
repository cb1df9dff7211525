import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { ContractPage } from '../features/agent-contracts/components/contract-page';
import { kindOfPath } from '../features/agent-contracts/kinds';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { ROUTES } from '../lib/routes';
import { useIsMember } from '../lib/session';
import { PageHeader } from '../ui/page-header';

/**
 * The three contract pages (daily salary, dividend, hourly salary), the kind taken from the path.
 * Members only: a visitor, or a member who signs out here, goes to the login route.
 */
export function Component() {
  const { t } = useTranslation();
  const isMember = useIsMember();
  const { pathname, search } = useLocation();
  const kind = kindOfPath(pathname) ?? 'dailySalary';
  const title = t(`contracts.title.${kind}`);
  useDocumentTitle(title);
  if (!isMember) return <Navigate to={ROUTES.login} replace state={{ from: `${pathname}${search}` }} />;
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-4 pt-4 pb-12">
        <ContractPage kind={kind} />
      </main>
    </>
  );
}
