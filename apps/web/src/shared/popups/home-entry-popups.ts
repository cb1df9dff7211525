import { create } from 'zustand';

/**
 * Pop-ups that greet a player entering home take turns, in this order: the announcement carousel,
 * then the agent contract prompts. Each asks whether it is its turn and says when it is done (shown
 * and closed, or nothing to show), so two never stack.
 */
export const HOME_ENTRY_POPUPS = ['announcements', 'agentContracts'] as const;
export type HomeEntryPopup = (typeof HOME_ENTRY_POPUPS)[number];

interface HomeEntryPopupsState {
  done: ReadonlySet<HomeEntryPopup>;
  finish: (popup: HomeEntryPopup) => void;
}

export const useHomeEntryPopups = create<HomeEntryPopupsState>((set) => ({
  done: new Set(),
  finish: (popup) => set((state) => ({ done: new Set([...state.done, popup]) })),
}));

/** Whether `popup` may show now: every pop-up before it is done, and it is not. */
export function useHomeEntryTurn(popup: HomeEntryPopup): boolean {
  return useHomeEntryPopups((state) => {
    const before = HOME_ENTRY_POPUPS.slice(0, HOME_ENTRY_POPUPS.indexOf(popup));
    return !state.done.has(popup) && before.every((earlier) => state.done.has(earlier));
  });
}
