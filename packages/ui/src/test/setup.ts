// The vitest setup every browser app shares: each app's own setup file imports it first.
import { afterEach } from 'vitest';
import { matchMediaStub } from './match-media';

// Tests that run in node (`@vitest-environment node`) have no DOM to set up.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // Screens load lazily, and a file's first render imports the app's modules afresh: beside the browser tests that
  // took over 5 s (the register popup, a category list), once over 10 s (the whole app at /m/login), so leave room
  // for a busy machine, inside the web tests' 20 s.
  configure({ asyncUtilTimeout: 15_000 });

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
