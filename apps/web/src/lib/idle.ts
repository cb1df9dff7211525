/** Longest a task waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 3000;
const NO_IDLE_CALLBACK_DELAY_MS = 1500;

/**
 * Run a task that is not urgent when the browser is idle (at the latest after `timeoutMs`), so it
 * does not compete with the page's first screen. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs = IDLE_TIMEOUT_MS, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(run, Math.min(NO_IDLE_CALLBACK_DELAY_MS, timeoutMs));
  return () => win.clearTimeout(id);
}
