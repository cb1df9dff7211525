import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '@lobby/contract/download';
import { whenIdle } from '../lib/scheduling';

/** Longest wait for an idle moment before registering anyway. */
const REGISTER_IDLE_TIMEOUT_MS = 10_000;

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
  const registerWhenIdle = () => void whenIdle(register, REGISTER_IDLE_TIMEOUT_MS, win);
  if (win.document.readyState === 'complete') registerWhenIdle();
  else win.addEventListener('load', registerWhenIdle, { once: true });
}
