import { useQueryClient } from '@tanstack/react-query';
import { SYSTEM_STATUS, type SystemStatus } from '@lobby/contract/site-status';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSite } from '../shared/site/api/site';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { useSiteStatus } from '../features/status/api/site-status';
import { StatusPage } from '../features/status/components/status-page';
import { currentLanguage } from '../lib/i18n';
import { ROUTES } from '../lib/routes';
import { setSiteStatus } from '../lib/site-status-store';
import { useTranslation } from '../lib/use-translation';
import { Brand } from './brand';

/**
 * The maintenance or region page in place of the whole app. It asks the status again (every 30 s, or on
 * the button); once the site is back to normal the app returns to home and reloads what had failed.
 */
export default function StatusScreen({ status }: { status: Exclude<SystemStatus, 0> }) {
  const { t } = useTranslation();
  const site = useSite();
  const query = useSiteStatus(currentLanguage());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const next = query.data?.status;
  useEffect(() => {
    if (next === undefined) return;
    setSiteStatus(next);
    if (next === SYSTEM_STATUS.normal) {
      void queryClient.invalidateQueries();
      void navigate(ROUTES.home, { replace: true });
    }
  }, [next, navigate, queryClient]);
  const shown = next === SYSTEM_STATUS.maintenance || next === SYSTEM_STATUS.regionRestricted ? next : status;
  useDocumentTitle(t(shown === SYSTEM_STATUS.maintenance ? 'status.maintenance.title' : 'status.region.title'));
  return (
    <StatusPage
      status={shown}
      info={query.data}
      checking={query.isFetching}
      onRetry={() => void query.refetch()}
      contact={site.data?.customerService[0]}
      brand={<Brand />}
    />
  );
}
