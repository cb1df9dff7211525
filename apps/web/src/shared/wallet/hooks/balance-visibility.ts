import { create } from 'zustand';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

/** Whether the balance is masked; the player's choice is kept on this device. */
export const useBalanceVisibility = create<{ hidden: boolean; toggle: () => void }>((set, get) => ({
  hidden: storage.get(STORAGE_KEYS.balanceHidden) === '1',
  toggle: () => {
    const hidden = !get().hidden;
    storage.set(STORAGE_KEYS.balanceHidden, hidden ? '1' : '0');
    set({ hidden });
  },
}));
