import { useEffect } from 'react';
import { API_PATHS } from '@lobby/contract/core';
import { apiSend } from '../../../lib/api-client';
import { extendSession, sessionToken } from '../../../lib/session';

/** Renew the session; a session the server has ended is forgotten by the API client (and the member told). */
export function renewSession(): Promise<{ expiresAt: string }> {
  return apiSend<{ expiresAt: string }>('POST', API_PATHS.renewSession);
}

/** Home mount renews the member's session (spec accounts §7). */
export function useRenewSessionOnMount() {
  useEffect(() => {
    const token = sessionToken();
    if (!token) return;
    renewSession().then(
      ({ expiresAt }) => {
        if (sessionToken() === token) extendSession(expiresAt);
      },
      // An ended session is handled by the API client; a network hiccup leaves the session as it is.
      () => undefined,
    );
  }, []);
}
