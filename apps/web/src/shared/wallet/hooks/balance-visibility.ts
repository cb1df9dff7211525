import { create } from 'zustand';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

interface BalanceVisibility {
  hidden: boolean;
  toggle: () => void;
  /** Start masked or shown: the member's "hide balance by default" setting, on sign-in and when changed. */
  setHidden: (hidden: boolean) => void;
}

/** Whether the balance is masked; the player's choice is kept on this device. */
export const useBalanceVisibility = create<BalanceVisibility>((set, get) => ({
  hidden: storage.get(STORAGE_KEYS.balanceHidden) === '1',
  toggle: () => get().setHidden(!get().hidden),
  setHidden: (hidden) => {
    storage.set(STORAGE_KEYS.balanceHidden, hidden ? '1' : '0');
    set({ hidden });
  },
}));
