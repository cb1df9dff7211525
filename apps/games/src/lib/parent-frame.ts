import type { Wallet } from '@lobby/contract/wallet';

/** True when the page runs inside the lobby's game shell (an iframe). */
export function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** Tell the lobby's game shell the balance a settled round left (same origin only). */
export function postBalance(balance: Wallet): void {
  if (!isFramed()) return;
  window.parent.postMessage({ type: 'lobby:balance', balance }, window.location.origin);
}
