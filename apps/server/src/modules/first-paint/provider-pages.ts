import { GAME_TYPES, type PageEntry } from '@lobby/contract/games';
import type { PageContext } from './pages';

/**
 * The providers' first screen (/m/provider, and the game centre's hub under its categories): every
 * provider by game type, as the app's provider groups draw them. Logos never make a first paint
 * (the app loads them after it), so the names and boxes are the page's first screen.
 */

/** The hub's pages beside the operator's categories, in the app's order (routes/game-center-hub). */
const HUB_SPECIALS: readonly (PageEntry | 'HOT')[] = ['HOT', 'INHOUSE', 'JACKPOT', 'BINGO'];

export async function providersView({ app, merchant, strings }: PageContext, hub: boolean) {
  const byType = await app.vendors.gameTypes(merchant.code);
  const groups = GAME_TYPES.filter((type) => (byType[type]?.length ?? 0) > 0).map((type) => ({
    title: strings[`entry.${type}`] ?? '',
    vendors: (byType[type] ?? []).map((vendor) => ({ name: vendor.displayName })),
  }));
  return {
    hub,
    specials: hub ? HUB_SPECIALS.map((entry) => ({ label: strings[`entry.${entry}`] ?? '' })) : [],
    groupsSpacing: hub ? 'space-y-4' : 'space-y-6',
    groups,
  };
}
