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
  type GameFilterPreset,
  type GameType,
  type PageEntry,
} from '@lobby/contract/games';
import type { FirstPaint } from './render';
import { localUrl } from './render';
import type { GameFilter } from '../games/games.repository';
import type { FirstPaintPage, PageContext } from './pages';
import { providersView } from './provider-pages';

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
  /**
   * The page's shape: a lobby list (banner, provider and filter buttons, name search, provider strip,
   * tabs), the search page's results, the hot games (heading and a name search over the list), or
   * the providers by game type (the providers page; the game centre's hub, over its categories).
   */
  variant: 'list' | 'search' | 'hot' | 'providers' | 'hub';
  /** Cards painted: the rows a phone's first screen shows. */
  cards: number;
  /** The heading's word in first-paint/strings.json. */
  title(entry: PageEntry): string;
  /** The page's shape when the address has no list (the game centre without a game type: its hub). */
  otherwise?: ListSpec;
}

/**
 * Page parameters the first paint does not draw: with one, no first paint. A popup, or an order other than the
 * operator's (the paint's cards would be swapped for others once the app took over); on a lobby list also a tab
 * or a filter.
 */
const SKIP_WITH = ['popup', 'sort'] as const;
const LIST_SKIP_WITH = ['dataType', 'gameClassify', 'gameName', 'minBet', 'minLine', ...SKIP_WITH] as const;

const LOBBY_CARDS = 6;
const SEARCH_CARDS = 9;

const isGameType = (value: string | null): value is GameType =>
  value !== null && (GAME_TYPES as readonly string[]).includes(value);

const byPath = (entry: PageEntry): ListSpec => ({
  entry: () => entry,
  layout: 'lobby',
  variant: 'list',
  cards: LOBBY_CARDS,
  title: (shown) => `entry.${shown}`,
});

/** Every provider by game type: no list, no cards. */
const PROVIDERS: ListSpec = {
  entry: () => 'RNG',
  layout: 'lobby',
  variant: 'providers',
  cards: 0,
  title: () => 'entry.PROVIDERS',
};

/** /m/gameCenter?gameType=X is X's list; without a game type it is the hub: categories and providers. */
const GAME_CENTER: ListSpec = {
  ...byPath('RNG'),
  entry: (query) => {
    const gameType = query.get('gameType');
    return gameType !== null && (isGameType(gameType) || isSpecialEntry(gameType)) ? gameType : null;
  },
  otherwise: { ...PROVIDERS, variant: 'hub', title: () => 'entry.GAME_CENTER' },
};

/** The search page: the name's results, of one game type when it says so (lottery types have no name search). */
const SEARCH: ListSpec = {
  entry: (query) => {
    const gameType = query.get('gameType');
    const searchable = !isGameType(gameType) || !LOTTERY_GAME_TYPES.includes(gameType);
    return query.get('gameName')?.trim() && searchable ? 'RNG' : null;
  },
  layout: 'inner',
  variant: 'search',
  cards: SEARCH_CARDS,
  title: () => 'title.search',
};

/** The hot games, in the merchant's hot order. */
const HOT: ListSpec = {
  entry: () => 'RNG',
  layout: 'lobby',
  variant: 'hot',
  cards: SEARCH_CARDS,
  title: () => 'entry.HOT',
};

const fromTable = (pages: Readonly<Record<string, PageEntry>>) =>
  Object.fromEntries(Object.entries(pages).map(([page, entry]) => [`/m/${page}`, byPath(entry)]));

const LIST_SPECS: Readonly<Record<string, ListSpec>> = {
  ...fromTable(GAME_CENTER_PAGES),
  ...fromTable(SPORTS_LIKE_PAGES),
  '/m/gameCenter': GAME_CENTER,
  '/m/search-games': SEARCH,
  '/m/hot-games': HOT,
  '/m/provider': PROVIDERS,
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

/** Cards in a row of the grid (grid-cols-3). */
const ROW = 3;

/**
 * Which cards' art the browser asks for first: under a banner none (the banner is the largest
 * paint), else the first row, whose art is the largest paint; the rest would share the bandwidth.
 */
const withPriority = (cards: Card[], underBanner: boolean) =>
  cards.map((card, index) => ({ ...card, priority: !underBanner && index < ROW ? 'high' : 'low' }));

/** The carousel's dots under the banner: none for one banner (its row is still kept). */
const bannerDots = (count: number) =>
  count > 1 ? Array.from({ length: count }, (_, index) => ({ first: index === 0 })) : [];

/** The list's filter: the page's preset, the provider the address chose, a search's name and type. */
function filterOf(spec: ListSpec, preset: GameFilterPreset, query: URLSearchParams): GameFilter {
  const vassalage = query.get('vassalage')?.toUpperCase();
  if (spec.variant === 'search') {
    const gameType = query.get('gameType');
    return {
      gameType: isGameType(gameType) ? gameType : undefined,
      gameName: query.get('gameName')?.trim().toLowerCase(),
    };
  }
  return {
    gameType: preset.gameType,
    vassalage: vassalage ? [vassalage] : preset.vendors.length > 0 ? [...preset.vendors].sort() : undefined,
    gameClassify: preset.gameClassify,
    isNew: preset.isNew,
  };
}

/** The first cards' games: the hot list's head, or the list's first page from the read model. */
async function firstGames(spec: ListSpec, { app, merchant }: PageContext, filter: GameFilter): Promise<Game[]> {
  if (spec.variant === 'hot') return (await app.games.hot(merchant.code)).slice(0, spec.cards);
  return app.games.first(merchant.code, filter, spec.cards);
}

/** The provider strip of a lobby list: the type's providers (or the preset's), the chosen one marked. */
async function vendorTabs({ app, merchant, query }: PageContext, preset: GameFilterPreset) {
  const ofType = (await app.vendors.gameTypes(merchant.code))[preset.gameType] ?? [];
  const vendors =
    preset.vendors.length > 0 ? ofType.filter((vendor) => preset.vendors.includes(vendor.vassalage)) : ofType;
  const chosen = query.get('vassalage')?.toUpperCase();
  return vendors.map((vendor) => ({ name: vendor.displayName, selected: vendor.vassalage === chosen }));
}

async function listPaint(spec: ListSpec, path: string, context: PageContext): Promise<FirstPaint | null> {
  const { merchant, locale, strings, app, query } = context;
  const entry = spec.entry(query);
  if (!entry) return spec.otherwise ? listPaint(spec.otherwise, path, context) : null;
  if (spec.variant === 'providers' || spec.variant === 'hub') return providersPaint(spec, path, context);
  const preset = presetFor(entry);
  const listing = spec.variant === 'list';
  const [banners, cards, vendors] = await Promise.all([
    listing ? app.banners.byGroup(merchant.code, bannerGroupFor(preset.gameType), locale.language) : [],
    firstGames(spec, context, filterOf(spec, preset, query)).then((games) =>
      games.map((game) => toCard(game, strings)),
    ),
    listing ? vendorTabs(context, preset) : [],
  ]);
  const [banner] = banners;
  const bannerUrl = localUrl(banner?.imageUrl);
  const title = strings[spec.title(entry)] ?? '';
  return {
    title: documentTitle(title, merchant.name),
    language: locale.language,
    view: {
      path,
      siteName: merchant.name,
      title,
      t: strings,
      banner: banner ? { url: bannerUrl, dots: bannerDots(banners.length) } : null,
      controls: listing,
      searching: spec.variant === 'search',
      hot: spec.variant === 'hot',
      search: !LOTTERY_GAME_TYPES.includes(preset.gameType),
      searchValue: spec.variant === 'search' ? query.get('gameName') : '',
      searchPlaceholder: strings[spec.variant === 'hot' ? 'hotSearch' : 'searchPlaceholder'],
      vendors,
      allVendors: !vendors.some((vendor) => vendor.selected),
      tabs: FIXED_CLASSIFY_TABS.map((tab) => ({ label: strings[`dataType.${tab}`], active: tab === 'all' })),
      cards: withPriority(cards, banner !== undefined),
    },
    heroUrl: bannerUrl ?? cards[0]?.imageUrl,
  };
}

/** The providers' template (the game centre's hub paints it in place of its page's list template). */
const PROVIDERS_TEMPLATE = 'provider-groups.html';

async function providersPaint(spec: ListSpec, path: string, context: PageContext): Promise<FirstPaint> {
  const { merchant, locale, strings } = context;
  const title = strings[spec.title('RNG')] ?? '';
  const { view, heroUrl } = await providersView(context, spec.variant === 'hub');
  return {
    title: documentTitle(title, merchant.name),
    language: locale.language,
    view: { path, siteName: merchant.name, title, t: strings, ...view },
    heroUrl,
    template: PROVIDERS_TEMPLATE,
  };
}

/** Every list page the server paints first, by path, with the list's own inner or lobby layout. */
export function listPages(layouts: { lobby: string; inner: string }): Record<string, FirstPaintPage> {
  return Object.fromEntries(
    Object.entries(LIST_SPECS).map(([path, spec]) => [
      path,
      {
        template: spec.variant === 'providers' ? PROVIDERS_TEMPLATE : 'game-list.html',
        layout: layouts[spec.layout],
        skipWith: spec.variant === 'list' ? LIST_SKIP_WITH : SKIP_WITH,
        queryKeys: ['gameType', 'vassalage', 'gameName'],
        paint: (context: PageContext) => listPaint(spec, path, context),
      },
    ]),
  );
}
