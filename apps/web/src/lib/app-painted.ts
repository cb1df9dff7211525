import { startTransition, useEffect, useState } from 'react';
import { FIRST_PAINT_ID } from './app-assets';

/**
 * Resolves once the first page of the visit has been painted. Images that are not the page's
 * hero wait for it, so they do not compete with the hero image and the app code for bandwidth.
 */
let resolvePainted: () => void = () => undefined;
let painted = false;
export const appPainted = new Promise<void>((resolve) => {
  resolvePainted = () => {
    painted = true;
    resolve();
  };
});

/** Called after the first route has rendered: resolves on the frame after it was painted. */
export function markAppPainted(): void {
  if (painted) return;
  // The app's own page is committed by now: swap the static first paint for it in the same frame.
  if (typeof document !== 'undefined') document.getElementById(FIRST_PAINT_ID)?.remove();
  if (typeof requestAnimationFrame === 'undefined') {
    resolvePainted();
    return;
  }
  requestAnimationFrame(() => setTimeout(resolvePainted, 0));
}

export function isAppPainted(): boolean {
  return painted;
}

/** True once the first page has been painted. */
export function useAppPainted(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let live = true;
    void appPainted.then(() => {
      // Everything that waited for the first paint updates at once: let React slice that work.
      if (live) startTransition(() => setDone(true));
    });
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
