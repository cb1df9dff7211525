import 'i18next';
import type { AccountMessages } from './locales/accounts-en';
import type { en } from './locales/en';
import type { ErrorMessages } from './locales/errors-en';
import type { GamesExtraMessages } from './locales/games-en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & AccountMessages & ErrorMessages & GamesExtraMessages };
    keySeparator: false;
    nsSeparator: false;
  }
}
