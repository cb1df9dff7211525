import { create } from 'zustand';

/**
 * The member session. Accounts arrive in a later issue; until then everyone is a visitor,
 * and every member-only action sends the visitor to the login route.
 */
interface SessionState {
  token: string | null;
}

export const useSessionStore = create<SessionState>(() => ({ token: null }));

export function useIsMember(): boolean {
  return useSessionStore((state) => state.token !== null);
}

export const LOGIN_PATH = '/m/login';
