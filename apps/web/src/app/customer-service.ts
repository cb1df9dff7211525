import { useSite } from '../features/site/api/site';
import { loadAccountMessages } from '../lib/i18n';
import { showToast } from '../lib/toast';

/**
 * Customer service: the first entry the site configures (spec: the drawer opens the first service
 * link; the header's button too). Opened in a new tab, synchronously in the tap, so no popup
 * blocker stops it.
 */
export function useCustomerService() {
  const entry = useSite().data?.customerService[0];
  return {
    entry,
    open(): void {
      if (!entry) {
        void loadAccountMessages().then(() => showToast('service.none'));
        return;
      }
      window.open(entry.path, '_blank', 'noopener,noreferrer');
    },
  };
}
