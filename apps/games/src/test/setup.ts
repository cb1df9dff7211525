import '@lobby/ui/test-setup';
import { matchMediaStub } from '@lobby/ui/match-media';
import '../lib/i18n';

if (typeof window !== 'undefined') {
  // Tests play with reduced motion: outcomes show at once, without reel or ball timings.
  window.matchMedia = matchMediaStub((query) => query.includes('prefers-reduced-motion'));
}
