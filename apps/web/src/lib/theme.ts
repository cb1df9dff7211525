import { STORAGE_KEYS, storage } from './storage';

export type Theme = 'dark' | 'light';

/** The stored theme may say dark or light; the lobby always ends up dark. */
export function resolveTheme(_stored: string | null): Theme {
  return 'dark';
}

export function applyTheme(): Theme {
  const theme = resolveTheme(storage.get(STORAGE_KEYS.theme));
  storage.set(STORAGE_KEYS.theme, theme);
  document.documentElement.dataset.theme = theme;
  return theme;
}
