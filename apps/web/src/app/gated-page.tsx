import { useMatches } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { useSite } from '../shared/site/api/site';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { ServiceOnlyPage } from '../features/status/components/service-only-page';
import type { CoreMessageKey } from '../lib/locales/en';
import { ROUTES } from '../lib/routes';
import { PageHeader } from '../ui/page-header';

function titleKeyOf(handle: unknown): CoreMessageKey | undefined {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle
    ? (handle as { titleKey: CoreMessageKey }).titleKey
    : undefined;
}

/** A switched-off feature's route: its title, then the way to customer service (the site's first entry). */
export default function GatedPage({ titleKey: given }: { titleKey?: CoreMessageKey }) {
  const { t } = useTranslation();
  const site = useSite();
  const matched = useMatches()
    .map((match) => titleKeyOf(match.handle))
    .filter(Boolean)
    .pop();
  const titleKey = given ?? matched;
  const title = titleKey ? t(titleKey) : t('gate.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <ServiceOnlyPage contact={site.data?.customerService[0]} homeHref={ROUTES.home} />
    </>
  );
}
