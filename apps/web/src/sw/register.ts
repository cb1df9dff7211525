import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '@lobby/contract';

/** Longest wait for an idle moment before registering anyway. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Register the service worker (it makes the site installable and gives an offline page) once the
 * page has loaded and the browser is idle: it costs nothing on the first paint. Production builds
 * only: the dev server has no worker file.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE }).catch(() => {
      // No worker (private mode, blocked): the site works as a plain web page.
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(register, 2000);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
