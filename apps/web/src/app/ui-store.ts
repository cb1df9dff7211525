import { create } from 'zustand';

/** UI-only state of the shell (popups that are not shareable). */
interface ShellState {
  drawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}

export const useShellStore = create<ShellState>((set) => ({
  drawerOpen: false,
  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false }),
}));
