import '@lobby/ui/test-setup';
import { loadAccountMessages } from '../lib/i18n';
import { markAppPainted } from '../first-paint/app-painted';

// Outside the app shell nothing marks the first paint: treat it as done.
markAppPainted();

// The app loads the account screens' messages with those screens; tests render them directly.
await loadAccountMessages();
