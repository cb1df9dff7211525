import { documentTitle } from '@lobby/contract/core';
import {
  FIXED_CLASSIFY_TABS,
  GAME_CENTER_PAGES,
  GAME_TYPES,
  LOTTERY_GAME_TYPES,
  SPORTS_LIKE_PAGES,
  bannerGroupFor,
  isSpecialEntry,
  presetFor,
  type Game,
  type GameType,
  type PageEntry,
} from '@lobby/contract/games';
import type { FirstPaint } from './render';
import { localUrl } from './render';
import type { FirstPaintPage, PageContext } from './pages';

/**
 * The game lists' first paint: one template (game-list.html) and one paint for every list page,
 * filled from the catalogue's read model. A table says, per path, what the page's first screen
 * shows; everything else is the same: the page's banner, its heading, and the first cards.
 */
interface ListSpec {
  /** The game list's filter from the address (null: this address has no list to paint). */
  entry(query: URLSearchParams): PageEntry | null;
  /** Inner pages (search) bring their own header with a back arrow; lobby pages the site's header. */
  layout: 'lobby' | 'inner';
  /** The lobby list's controls (provider and filter buttons, name search, provider strip, tabs). */
  controls: boolean;
  /** Cards painted: the rows a phone's first screen shows. */
  cards: number;
  /** The heading's word in first-paint/strings.json. */
  title(entry: PageEntry): string;
}

/** Page parameters that choose a tab or a filter the first paint does not draw: with one, no first paint. */
export const LIST_SKIP_WITH = ['dataType', 'gameClassify', 'gameName', 'minBet', 'minLine', 'popup'] as const;

const LOBBY_CARDS = 6;
const SEARCH_CARDS = 9;

const isGameType = (value: string | null): value is GameType =>
  value !== null && (GAME_TYPES as readonly string[]).includes(value);

const byPath = (entry: PageEntry): ListSpec => ({
  entry: () => entry,
  layout: 'lobby',
  controls: true,
  cards: LOBBY_CARDS,
  title: (shown) => `entry.${shown}`,
});

/** /m/gameCenter?gameType=X is X's list; without a game type it is the hub, which has no first paint. */
const GAME_CENTER: ListSpec = {
  ...byPath('RNG'),
  entry: (query) => {
    const gameType = query.get('gameType');
    return gameType !== null && (isGameType(gameType) || isSpecialEntry(gameType)) ? gameType : null;
  },
};

/** The search page: the name's results, of one game type when it says so. */
const SEARCH: ListSpec = {
  entry: (query) => (query.get('gameName')?.trim() ? 'RNG' : null),
  layout: 'inner',
  controls: false,
  cards: SEARCH_CARDS,
  title: () => 'title.search',
};

const fromTable = (pages: Readonly<Record<string, PageEntry>>) =>
  Object.fromEntries(Object.entries(pages).map(([page, entry]) => [`/m/${page}`, byPath(entry)]));

const LIST_SPECS: Readonly<Record<string, ListSpec>> = {
  ...fromTable(GAME_CENTER_PAGES),
  ...fromTable(SPORTS_LIKE_PAGES),
  '/m/gameCenter': GAME_CENTER,
  '/m/search-games': SEARCH,
};

interface Card {
  name: string;
  provider: string;
  imageUrl: string | undefined;
  badge: string | undefined;
  isNew: boolean;
}

function toCard(game: Game, strings: Record<string, string>): Card {
  return {
    name: game.gameName || game.nodeName,
    provider: game.displayName,
    imageUrl: localUrl(game.iconUrl),
    badge: game.isNew ? strings['games.new'] : game.isHot ? strings['games.hot'] : undefined,
    isNew: game.isNew,
  };
}

/** The carousel's dots under the banner: none for one banner (its row is still kept). */
const bannerDots = (count: number) =>
  count > 1 ? Array.from({ length: count }, (_, index) => ({ first: index === 0 })) : [];

async function listPaint(spec: ListSpec, path: string, context: PageContext): Promise<FirstPaint | null> {
  const { merchant, locale, strings, app, query } = context;
  const entry = spec.entry(query);
  if (!entry) return null;
  const preset = presetFor(entry);
  const searching = path === '/m/search-games';
  const queryType = query.get('gameType');
  const gameType = searching ? (isGameType(queryType) ? queryType : undefined) : preset.gameType;
  const vassalage = query.get('vassalage')?.toUpperCase();
  const vendorsOfType = gameType ? ((await app.vendors.gameTypes(merchant.code))[gameType] ?? []) : [];
  const vendors =
    preset.vendors.length > 0
      ? vendorsOfType.filter((vendor) => preset.vendors.includes(vendor.vassalage))
      : vendorsOfType;
  const banners = searching
    ? []
    : await app.banners.byGroup(merchant.code, bannerGroupFor(preset.gameType), locale.language);
  const [banner] = banners;
  const games = await app.games.first(
    merchant.code,
    {
      gameType,
      vassalage: vassalage ? [vassalage] : preset.vendors.length > 0 ? [...preset.vendors].sort() : undefined,
      gameClassify: searching ? undefined : preset.gameClassify,
      gameName: searching ? query.get('gameName')?.trim().toLowerCase() : undefined,
      isNew: preset.isNew,
    },
    spec.cards,
  );
  const cards = games.map((game) => toCard(game, strings));
  const bannerUrl = localUrl(banner?.imageUrl);
  const title = strings[spec.title(entry)] ?? '';
  const lottery = LOTTERY_GAME_TYPES.includes(preset.gameType);
  return {
    title: documentTitle(title, merchant.name),
    language: locale.language,
    view: {
      path,
      siteName: merchant.name,
      title,
      t: strings,
      banner: banner ? { url: bannerUrl, dots: bannerDots(banners.length) } : null,
      controls: spec.controls,
      search: !lottery,
      searchValue: searching ? query.get('gameName') : '',
      vendors: spec.controls
        ? vendors.map((vendor) => ({ name: vendor.displayName, selected: vendor.vassalage === vassalage }))
        : [],
      allVendors: !vassalage,
      tabs: FIXED_CLASSIFY_TABS.map((tab) => ({ label: strings[`dataType.${tab}`], active: tab === 'all' })),
      cards,
    },
    heroUrl: bannerUrl ?? cards[0]?.imageUrl,
  };
}

/** Every list page the server paints first, by path, with the list's own inner or lobby layout. */
export function listPages(layouts: { lobby: string; inner: string }): Record<string, FirstPaintPage> {
  return Object.fromEntries(
    Object.entries(LIST_SPECS).map(([path, spec]) => [
      path,
      {
        template: 'game-list.html',
        layout: layouts[spec.layout],
        skipWith: path === '/m/search-games' ? ['popup'] : LIST_SKIP_WITH,
        queryKeys: ['gameType', 'vassalage', 'gameName'],
        paint: (context: PageContext) => listPaint(spec, path, context),
      },
    ]),
  );
}
