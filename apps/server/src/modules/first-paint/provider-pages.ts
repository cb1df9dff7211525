import { GAME_TYPES, type PageEntry } from '@lobby/contract/games';
import type { PageContext } from './pages';
import { localUrl } from './render';

/**
 * The providers' first screen (/m/provider, and the game centre's hub under its categories): every
 * provider by game type, as the app's provider groups draw them. On the providers page the logos
 * are the page's largest paint: the first screen's come with it (the rest load with the app).
 */

/** The hub's pages beside the operator's categories, in the app's order (routes/game-center-hub). */
const HUB_SPECIALS: readonly (PageEntry | 'HOT')[] = ['HOT', 'INHOUSE', 'JACKPOT', 'BINGO'];

/**
 * Logos painted with the providers page: its first screen's rows. The app starts once they are in,
 * so only what the first screen shows; the hub's providers start below its first screen.
 */
export const FIRST_LOGOS = 12;

export async function providersView({ app, merchant, strings }: PageContext, hub: boolean) {
  const byType = await app.vendors.gameTypes(merchant.code);
  let logos = hub ? 0 : FIRST_LOGOS;
  const groups = GAME_TYPES.filter((type) => (byType[type]?.length ?? 0) > 0).map((type) => ({
    title: strings[`entry.${type}`] ?? '',
    vendors: (byType[type] ?? []).map((vendor) => ({
      name: vendor.displayName,
      logoUrl: logos-- > 0 ? localUrl(vendor.iconWhite) : undefined,
    })),
  }));
  const view = {
    hub,
    specials: hub ? HUB_SPECIALS.map((entry) => ({ label: strings[`entry.${entry}`] ?? '' })) : [],
    groupsSpacing: hub ? 'space-y-4' : 'space-y-6',
    groups,
  };
  // The first logo is preloaded with the page: it is where the largest paint starts.
  return { view, heroUrl: groups[0]?.vendors[0]?.logoUrl };
}
