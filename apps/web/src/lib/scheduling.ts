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

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Let the browser handle input and paint before the next piece of start-up work: each piece is then
 * a task of its own instead of one long one. scheduler.yield keeps this work ahead of other tasks.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
