import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { useSite } from '../api/site';
import { useNavigate } from 'react-router';
import { isExternalLink, launchChat, serviceEntryAction } from '../customer-service';
import { loadAccountMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';

/**
 * Customer service: the first entry the site configures (spec: the drawer opens the first service
 * link; the header's button too). Opened in a new tab, synchronously in the tap, so no popup
 * blocker stops it.
 */
export function useCustomerService() {
  const site = useSite().data;
  const entry = site?.customerService[0];
  const session = useSession();
  const realMember = session !== null && !session.trial;
  const chatEnabled = site?.flags[WHITE_LABEL_FLAGS.chat] === true;
  const navigate = useNavigate();
  return {
    entry,
    open(): void {
      if (!entry) {
        void loadAccountMessages().then(() => showToast('service.none'));
        return;
      }
      // A page of this site (our own chat, /m/chat) opens here, in the same tab, like any other page.
      if (!isExternalLink(entry.path)) {
        void navigate(entry.path);
        return;
      }
      // A live-chat entry opens the site's chat for a signed-in member (the launch names them and the way
      // back) in a new tab, like the plain link anyone else gets: the lobby never goes away.
      if (serviceEntryAction(entry, { realMember, chatEnabled }) === 'chat') {
        launchChat().catch(() => {
          void loadAccountMessages().then(() => showToast('chat.unavailable', { tone: 'error' }));
        });
        return;
      }
      window.open(entry.path, '_blank', 'noopener,noreferrer');
    },
  };
}
