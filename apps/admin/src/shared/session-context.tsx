import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { OperatorSession } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api, setSignedOutHandler } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { clearSession, readSession, writeSession } from '../lib/session';

interface SessionState {
  session: OperatorSession | null;
  signedIn: (session: OperatorSession) => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

/** The operator's session for the whole console: set at sign-in, gone at sign-out or on any 401. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readSession);

  const forget = useCallback(() => {
    clearSession();
    queryClient.clear();
    setSession(null);
  }, []);
  useEffect(() => setSignedOutHandler(forget), [forget]);

  const signedIn = useCallback((next: OperatorSession) => {
    writeSession(next);
    setSession(next);
  }, []);

  const signOut = useCallback(async () => {
    // The server ends the session; the tab forgets it even when that call fails.
    await api(ADMIN_PATHS.session, { method: 'DELETE' }).catch(() => undefined);
    forget();
  }, [forget]);

  const value = useMemo(() => ({ session, signedIn, signOut }), [session, signedIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const state = use(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
