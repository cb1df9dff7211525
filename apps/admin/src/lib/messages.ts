/**
 * A feature's words: English, and Indonesian with exactly the same keys (a missing or extra key is a
 * type error). `locales/index.ts` merges every feature's words into the console's two languages.
 */
export type Translation<T> = { readonly [K in keyof T]: string };

export function defineMessages<T extends Record<string, string>>(en: T, id: Translation<T>) {
  return { en, id };
}
