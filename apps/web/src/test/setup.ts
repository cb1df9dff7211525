import { afterEach } from 'vitest';
import { loadAccountMessages } from '../lib/i18n';
import { markAppPainted } from '../first-paint/app-painted';

// Outside the app shell nothing marks the first paint: treat it as done.
markAppPainted();

// The app loads the account screens' messages with those screens; tests render them directly.
await loadAccountMessages();

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // Route modules load lazily: leave room for a busy machine.
  configure({ asyncUtilTimeout: 5000 });

  // jsdom lacks these browser APIs; Embla and the lazy images use them.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  window.IntersectionObserver ??= class extends NoopObserver {
    root = null;
    rootMargin = '';
    thresholds = [];
  } as unknown as typeof IntersectionObserver;
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  Element.prototype.scrollTo = function scrollTo() {};
}
