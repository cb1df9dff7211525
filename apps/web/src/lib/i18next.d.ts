import 'i18next';
import type { AccountMessages } from './locales/accounts-en';
import type { en } from './locales/en';
import type { ErrorMessages } from './locales/errors-en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & AccountMessages & ErrorMessages };
    keySeparator: false;
    nsSeparator: false;
  }
}
