import { useTranslation } from '../lib/use-translation';
import { vendorGameTypesOptions } from '../features/games/api/vendor-game-types';
import { ProviderGroups } from '../features/games/components/provider-groups';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';

export function loader() {
  void queryClient.prefetchQuery(vendorGameTypesOptions(currentLanguage()));
  return null;
}

/** Every provider, grouped by game type. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('entry.PROVIDERS'));
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-extrabold tracking-tight">{t('entry.PROVIDERS')}</h1>
      <ProviderGroups headingLevel={2} />
    </div>
  );
}
