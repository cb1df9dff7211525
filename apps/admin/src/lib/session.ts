import type { OperatorSession } from '@lobby/contract/admin/operators';

/**
 * The operator's session lives in sessionStorage: it ends with the tab, is never shared with other
 * tabs or the player site's storage, and is sent only as a Bearer header (never a cookie).
 */
const KEY = 'lobby.admin.session';

export function readSession(storage: Storage = sessionStorage): OperatorSession | null {
  const raw = storage.getItem(KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as OperatorSession;
    if (!session.token || Date.parse(session.expiresAt) <= Date.now()) {
      storage.removeItem(KEY);
      return null;
    }
    return session;
  } catch {
    storage.removeItem(KEY);
    return null;
  }
}

export function writeSession(session: OperatorSession, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}
