/** Web storage that never throws (private mode, disabled storage). */
function safeStorage(pick: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        pick().setItem(key, value);
      } catch {
        // Storage unavailable: the value lasts for this visit only.
      }
    },
    remove(key: string): void {
      try {
        pick().removeItem(key);
      } catch {
        // Storage unavailable: nothing was kept.
      }
    },
  };
}

/** localStorage: kept across visits. */
export const storage = safeStorage(() => window.localStorage);
/** sessionStorage: gone when the tab closes. */
export const tabStorage = safeStorage(() => window.sessionStorage);

export const STORAGE_KEYS = {
  language: 'lobby.language',
  theme: 'lobby.theme',
  /** The balance widget's hide/show choice. */
  balanceHidden: 'lobby.balanceHidden',
  /** The member session (spec: MC_SESSION_INFO); never a password. */
  session: 'MC_SESSION_INFO',
  /** Last login type, username and dialing code when "remember" was ticked; never a password. */
  loginMemory: 'lobby.loginMemory',
  /** Set while the agent login (/m/agent) is open. */
  agent: 'lobby.agent',
  /** Until when the home announcement pop-ups stay hidden ("do not show again today"). */
  noticePopupHiddenUntil: 'lobby.noticePopupHiddenUntil',
  /** Set once the home announcement pop-ups were shown in this tab (once per visit). */
  noticePopupShown: 'lobby.noticePopupShown',
} as const;
