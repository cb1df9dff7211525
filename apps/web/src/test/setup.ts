import '@lobby/ui/test-setup';
import { loadAccountMessages } from '../lib/i18n';
import { markAppPainted } from '../first-paint/app-painted';

// Outside the app shell nothing marks the first paint: treat it as done.
markAppPainted();

// The app loads the account screens' messages with those screens; tests render them directly.
await loadAccountMessages();

// Unit tests make no network calls. A fetch a test has not stubbed fails, as Node's fetch fails on the relative
// URLs the app asks for under jsdom; happy-dom's own fetch would send it to http://localhost:3000.
globalThis.fetch = () => Promise.reject(new TypeError('Unit tests make no network calls: stub fetch.'));
