import { loadErrorMessages } from './i18n';
import { hideToast, showToast, useToastStore } from './toast';

/** A call still unanswered after this long gets the "slow connection" notice (it goes on waiting). */
export const SLOW_CALL_MS = 8000;

let slowCalls = 0;
let notice: number | null = null;

function callTurnedSlow(): void {
  slowCalls += 1;
  // A loading notice on screen already says something is under way: it is not replaced.
  if (notice !== null || useToastStore.getState().toast?.tone === 'loading') return;
  void loadErrorMessages()
    .catch(() => undefined)
    .then(() => {
      if (slowCalls > 0 && notice === null) notice = showToast('errors.slow', { tone: 'info', durationMs: null });
    });
}

function slowCallEnded(): void {
  slowCalls -= 1;
  if (slowCalls === 0 && notice !== null) {
    hideToast(notice);
    notice = null;
  }
}

/**
 * Watch a call: past SLOW_CALL_MS without an answer the site says the connection is slow, a notice
 * and not a failure (the call goes on); the notice leaves when the last slow call ends.
 */
export function watchSlow<T>(call: Promise<T>, afterMs = SLOW_CALL_MS): Promise<T> {
  let slow = false;
  const timer = setTimeout(() => {
    slow = true;
    callTurnedSlow();
  }, afterMs);
  return call.finally(() => {
    clearTimeout(timer);
    if (slow) slowCallEnded();
  });
}
