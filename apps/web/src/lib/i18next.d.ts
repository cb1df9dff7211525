import 'i18next';
import type { AccountMessages } from './locales/accounts-en';
import type { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & AccountMessages };
    keySeparator: false;
    nsSeparator: false;
  }
}
