import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PAGE_FADE_MS } from '@lobby/contract/core';
import { useSwipeStore } from './swipe-back';

/**
 * Fades a page in over 300 ms when the path changes; not on the first page of the visit and
 * not when the change came from a swipe-back gesture (the browser animates that itself).
 */
export function PageFade({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [entry, setEntry] = useState({ path: location.pathname, fade: false });
  let current = entry;
  if (entry.path !== location.pathname) {
    current = { path: location.pathname, fade: !useSwipeStore.getState().swiping };
    setEntry(current);
  }
  return (
    <div
      key={current.path}
      data-fade={current.fade ? 'true' : 'false'}
      className={current.fade ? 'animate-fade-in' : undefined}
      style={current.fade ? { animationDuration: `${PAGE_FADE_MS}ms` } : undefined}
    >
      {children}
    </div>
  );
}
