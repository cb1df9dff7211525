import { appPainted, isAppPainted } from '../first-paint/app-painted';

/**
 * One IntersectionObserver per option set, shared by every element watched with those options
 * (a page of game cards would otherwise create one observer per card).
 */
interface Shared {
  observer: IntersectionObserver;
  callbacks: Map<Element, () => void>;
}

const shared = new Map<string, Shared>();

export interface VisibilityOptions {
  threshold?: number;
  rootMargin?: string;
}

/** Near the screen: within 200 px below (or above) it, so work starts just before it is seen. */
export const NEAR_SCREEN: VisibilityOptions = { rootMargin: '200px 0px' };

/** Call `onVisible` once, when at least `threshold` of the element is inside the (extended) viewport. */
export function watchVisibility(element: Element, options: VisibilityOptions, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => undefined;
  }
  const threshold = options.threshold ?? 0;
  const rootMargin = options.rootMargin ?? '0px';
  const key = `${threshold}|${rootMargin}`;
  let entry = shared.get(key);
  if (!entry) {
    const callbacks = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (!record.isIntersecting || record.intersectionRatio < threshold) continue;
          const callback = callbacks.get(record.target);
          if (!callback) continue;
          stop(record.target);
          callback();
        }
      },
      { threshold, rootMargin },
    );
    entry = { observer, callbacks };
    shared.set(key, entry);
  }
  const current = entry;
  function stop(target: Element) {
    current.callbacks.delete(target);
    current.observer.unobserve(target);
    if (current.callbacks.size === 0) {
      current.observer.disconnect();
      if (shared.get(key) === current) shared.delete(key);
    }
  }
  current.callbacks.set(element, onVisible);
  // Nothing below the hero starts loading before the first page has painted.
  if (isAppPainted()) current.observer.observe(element);
  else
    void appPainted.then(() => {
      if (current.callbacks.get(element) === onVisible) current.observer.observe(element);
    });
  return () => {
    if (current.callbacks.has(element)) stop(element);
  };
}
