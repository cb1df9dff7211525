import { useCallback } from 'react';
import type { Session } from '@lobby/contract/auth';
import type { AccountMessageKey } from '../../../lib/locales/accounts-en';
import { saveSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useAccountPopup } from './use-account-popup';

/** A call returned a session: keep it, say so, and close the popup (back where the visitor came from). */
export function useSignedIn() {
  const { done } = useAccountPopup();
  return useCallback(
    (session: Session, options: { remember: boolean; message: AccountMessageKey; target?: string }) => {
      saveSession(session, options.remember);
      showToast(options.message, { tone: 'success' });
      done(options.target);
    },
    [done],
  );
}
