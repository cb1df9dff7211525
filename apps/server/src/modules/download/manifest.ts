import { MEDIA_PREFIX, type Language } from '@lobby/contract/core';
import { APP_ICON_SIZES, appIconFile } from '@lobby/contract/download';
import type { Merchant } from '../site/merchant-directory';

/** The page colour of the dark theme: the splash screen and the frame around the app. */
export const APP_BACKGROUND = '#06051a';
const HOME = '/m/home';
const SCOPE = '/m/';
/** Launchers cut the name under the icon at about this many characters. */
const SHORT_NAME_MAX = 12;

const DESCRIPTION: Record<Language, string> = {
  en: 'Slots, live casino, fishing, poker, sports and lottery games in one mobile lobby.',
  id: 'Slot, kasino langsung, tembak ikan, poker, olahraga, dan lotre dalam satu lobi seluler.',
};

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/** The short name: the whole name when it fits, else its first word. */
export function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.slice(0, SHORT_NAME_MAX);
}

/** The installable web app of one merchant, from its settings (name, colours, language, icons). */
export function manifestOf(merchant: Merchant, language: Language): WebAppManifest {
  const icon = (size: (typeof APP_ICON_SIZES)[number], maskable: boolean) => ({
    src: `${MEDIA_PREFIX}/${appIconFile(merchant.code, size, maskable)}`,
    sizes: `${size}x${size}`,
    type: 'image/png' as const,
    purpose: maskable ? ('maskable' as const) : ('any' as const),
  });
  return {
    id: HOME,
    name: merchant.name,
    short_name: shortNameOf(merchant.name),
    description: DESCRIPTION[language],
    lang: language,
    start_url: HOME,
    scope: SCOPE,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: merchant.settings.theme?.primary ?? APP_BACKGROUND,
    background_color: APP_BACKGROUND,
    categories: ['games', 'entertainment'],
    icons: [...APP_ICON_SIZES.map((size) => icon(size, false)), icon(512, true)],
  };
}
