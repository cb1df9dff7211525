// The vitest setup every browser app shares: each app's own setup file imports it first.
import { afterEach } from 'vitest';
import { matchMediaStub } from './match-media';

// Tests that run in node (`@vitest-environment node`) have no DOM to set up.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // Screens load lazily: leave room for a busy machine.
  configure({ asyncUtilTimeout: 5000 });

  // jsdom lacks these browser APIs; carousels, lazy images and scrolling use them.
  window.matchMedia ??= matchMediaStub(() => false);

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
