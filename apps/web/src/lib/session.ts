import { create } from 'zustand';
import type { Session } from '@lobby/contract/auth';
import { STORAGE_KEYS, storage, tabStorage } from './storage';
import { showToast } from './toast';

/**
 * The member session (spec: MC_SESSION_INFO): token, merchant, user name, type, first login,
 * expiry and trial. A remembered session lives in localStorage, any other in sessionStorage.
 */
interface SessionState {
  session: Session | null;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    typeof record.userName === 'string' &&
    typeof record.type === 'number' &&
    typeof record.expiresAt === 'string'
  );
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored session, if one is there and not past its expiry. */
export function readStoredSession(now = Date.now()): Session | null {
  for (const store of [tabStorage, storage]) {
    const session = parse(store.get(STORAGE_KEYS.session));
    if (session && Date.parse(session.expiresAt) > now) return session;
    store.remove(STORAGE_KEYS.session);
  }
  return null;
}

export const useSessionStore = create<SessionState>(() => ({
  session: typeof window === 'undefined' ? null : readStoredSession(),
}));

/** Keep a new session: in localStorage when remembered, else for this tab only. */
export function saveSession(session: Session, remember: boolean): void {
  (remember ? tabStorage : storage).remove(STORAGE_KEYS.session);
  (remember ? storage : tabStorage).set(STORAGE_KEYS.session, JSON.stringify(session));
  useSessionStore.setState({ session });
}

/** The server renewed the session: keep its new expiry where the session is kept. */
export function extendSession(expiresAt: string): void {
  const current = useSessionStore.getState().session;
  if (!current) return;
  const session = { ...current, expiresAt };
  const store = storage.get(STORAGE_KEYS.session) ? storage : tabStorage;
  store.set(STORAGE_KEYS.session, JSON.stringify(session));
  useSessionStore.setState({ session });
}

export function clearSession(): void {
  storage.remove(STORAGE_KEYS.session);
  tabStorage.remove(STORAGE_KEYS.session);
  useSessionStore.setState({ session: null });
}

/** The server says the session is gone: forget it and tell the member. */
export function endSession(): void {
  clearSession();
  showToast('errors.session.ended', { tone: 'error' });
}

export function sessionToken(): string | null {
  return useSessionStore.getState().session?.token ?? null;
}

export function useSession(): Session | null {
  return useSessionStore((state) => state.session);
}

export function useIsMember(): boolean {
  return useSessionStore((state) => state.session !== null);
}
