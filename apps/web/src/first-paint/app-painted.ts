import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { FIRST_PAINT_ID } from './app-assets';
import { whenIdle } from '../lib/scheduling';

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

/** Longest a first paint waits for its page's content: a page that never says so still shows. */
const FIRST_PAINT_HOLD_MAX_MS = 5000;
const HAND_OVER_FADE_MS = 200;

/**
 * Called after the first route has rendered: resolves on the frame after it was painted. The
 * app's own page is committed by now, so the static first paint goes in the same frame, unless
 * it waits for its page's content (data-until="content") and the app is on that page.
 */
export function markAppPainted(): void {
  if (painted) return;
  if (typeof document !== 'undefined') {
    const firstPaint = document.getElementById(FIRST_PAINT_ID);
    const waits = firstPaint?.dataset.until === 'content' && firstPaint.dataset.page === window.location.pathname;
    if (waits) setTimeout(handOverFirstPaint, FIRST_PAINT_HOLD_MAX_MS);
    else firstPaint?.remove();
  }
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

/**
 * The page's own content is on screen: the static first paint goes, fading out so an image of the
 * page that is still decoding does not flash an empty frame.
 */
export function handOverFirstPaint(): void {
  const firstPaint = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID);
  if (!firstPaint) return;
  firstPaint.removeAttribute('id');
  const still =
    typeof firstPaint.animate !== 'function' ||
    (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (still) {
    firstPaint.remove();
    return;
  }
  const fade = firstPaint.animate([{ opacity: 1 }, { opacity: 0 }], { duration: HAND_OVER_FADE_MS, fill: 'forwards' });
  fade.finished.then(
    () => firstPaint.remove(),
    () => firstPaint.remove(),
  );
}

/** A page the server paints first: hands over once its content has rendered, or when it goes. */
export function useFirstPaintHandOver(ready: boolean): void {
  useEffect(() => {
    if (ready) handOverFirstPaint();
  }, [ready]);
  useEffect(() => handOverFirstPaint, []);
}

/**
 * A painted list page's answer, rendered deferred: a query's answer is a blocking render in React (its store update
 * never goes in a transition), so deferred, the list renders in slices and its effects run in a task of their own.
 * The server's first paint stays until the deferred answer (or a failure) is there.
 */
export function useDeferredAnswer<T>(query: { data: T | undefined; isError: boolean }): {
  data: T | undefined;
  pending: boolean;
} {
  const data = useDeferredValue(query.data);
  const pending = data === undefined && !query.isError;
  useFirstPaintHandOver(!pending);
  return { data, pending };
}

/** Longest a settled-page wait lasts after the first paint, however busy the browser. */
const SETTLE_MAX_MS = 1000;

/**
 * True once the first page has been painted and the browser has then had a moment with nothing to
 * do (at most SETTLE_MAX_MS on): for what can wait for the page to settle, such as home's pop-ups,
 * which then do not add their work to the page's own start.
 */
export function useSettledAfterPaint(): boolean {
  const painted = useAppPainted();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!painted || settled) return;
    return whenIdle(() => startTransition(() => setSettled(true)), SETTLE_MAX_MS);
  }, [painted, settled]);
  return settled;
}
