import { STORAGE_KEYS, storage, tabStorage } from '../../lib/storage';

/**
 * When the home announcement pop-ups may show: once per visit (this tab), and not at all until the
 * end of the day the player ticked "do not show again today".
 */
export function popupsWanted(now = new Date()): boolean {
  if (tabStorage.get(STORAGE_KEYS.noticePopupShown)) return false;
  const until = Date.parse(storage.get(STORAGE_KEYS.noticePopupHiddenUntil) ?? '');
  return Number.isNaN(until) || until <= now.getTime();
}

export function rememberShown(): void {
  tabStorage.set(STORAGE_KEYS.noticePopupShown, '1');
}

/** Hidden until the player's next midnight. */
export function hideForToday(now = new Date()): void {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  storage.set(STORAGE_KEYS.noticePopupHiddenUntil, midnight.toISOString());
}
