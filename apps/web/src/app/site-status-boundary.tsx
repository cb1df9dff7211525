import { SYSTEM_STATUS } from '@lobby/contract/site-status';
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { fetchSiteStatus } from '../features/status/api/site-status';
import { whenIdle } from '../lib/scheduling';
import { currentLanguage, loadAccountMessages } from '../lib/i18n';
import { setSiteStatus, useSiteStatusStore } from '../lib/site-status-store';

const StatusScreen = lazy(() => Promise.all([import('./status-screen'), loadAccountMessages()]).then(([m]) => m));

/**
 * Shows the maintenance or region page instead of the app when the site's status is not normal: checked
 * once at boot, and again whenever any call is refused with system.maintenance or region.restricted.
 */
export function SiteStatusBoundary({ children }: { children: ReactNode }) {
  const status = useSiteStatusStore((state) => state.status);
  // After the first paint, when the browser is idle: the check must not compete with the first screen.
  useEffect(
    () =>
      whenIdle(() => {
        fetchSiteStatus(currentLanguage())
          .then((answer) => setSiteStatus(answer.status))
          .catch(() => undefined);
      }),
    [],
  );
  if (status === SYSTEM_STATUS.normal) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <StatusScreen status={status} />
    </Suspense>
  );
}
