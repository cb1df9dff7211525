import { PaymentPasswordSetup } from '../features/cashier/components/payment-password-setup';
import { LoginHistory } from '../features/security/components/login-history';
import { SecurityOverview } from '../features/security/components/security-overview';
import { SessionsList } from '../features/security/components/sessions-list';
import { useTranslation } from '../lib/use-translation';
import { useSite } from '../shared/site/api/site';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';

/** `/m/securityCenter` (members only): the account's protections, its sessions and its login history. */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.securityCenter');
  useDocumentTitle(title);
  const dialingCodes = useSite().data?.auth.countryDialingCodes ?? [];
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="space-y-4 px-4 pt-4 pb-12">
        {/* Setting the first payment password is the cashier's form, composed here. */}
        <SecurityOverview paymentPasswordSetup={<PaymentPasswordSetup />} dialingCodes={dialingCodes} />
        <SessionsList />
        <LoginHistory />
      </main>
    </>
  );
}
