import { afterEach } from 'vitest';
import '../lib/i18n';

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  configure({ asyncUtilTimeout: 5000 });

  // Tests play with reduced motion: outcomes show at once, without reel or ball timings.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
