// The simulator's game list: every external game of the demo catalogue, derived by the same generator the
// operator's seed runs (apps/server/src/db/seed/generator.ts), so names, codes and art always agree with it.
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, type GameType } from '@lobby/contract/games';
import { CatalogueGenerator } from '../../../apps/server/src/db/seed/generator';
import { MERCHANTS } from '../../../apps/server/src/db/seed/merchants-data';
import { PROVIDERS } from '../../../apps/server/src/db/seed/providers-data';

/** Which of our four game pages plays a game. */
export type GameKind = 'slot' | 'table' | 'sports' | 'lottery';

export interface ProviderGame {
  providerCode: string;
  providerName: string;
  gameCode: string;
  name: string;
  gameType: GameType;
  kind: GameKind;
  /** The art's theme (ocean, fruit, egypt ...), which colours the slot. */
  theme: string;
  /** The tile's path on the operator's media server (`/media/games/<digest>.webp`). */
  image: string;
  /** Sports pages offer football-like fixtures, e-sports matches or cockfights. */
  sport: 'sports' | 'esports' | 'cockfight' | null;
  minBetMinor: number;
}

const KIND: Record<GameType, GameKind> = {
  RNG: 'slot',
  FISH: 'slot',
  LIVE: 'table',
  PVP: 'table',
  SPORTS: 'sports',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

function sportOf(gameType: GameType, vassalage: string): ProviderGame['sport'] {
  if (gameType !== 'SPORTS') return null;
  if ((ESPORTS_VENDORS as readonly string[]).includes(vassalage)) return 'esports';
  if ((COCKFIGHT_VENDORS as readonly string[]).includes(vassalage)) return 'cockfight';
  return 'sports';
}

/** Providers we stand in for: every catalogue provider without an in-house engine. */
export const EXTERNAL_PROVIDERS = PROVIDERS.filter((p) => !p.inHouse).map((p) => ({
  code: p.vassalage,
  name: p.displayName,
}));

export interface Catalogue {
  /**
   * The game an operator launches, by the catalogue's game code or the operator's node id for it (a demo
   * operator may send either); its own catalogue's entry first, then any operator's.
   */
  find(providerCode: string, gameCode: string, operatorId?: string): ProviderGame | undefined;
  /** A provider's whole list (one entry per game code). */
  list(providerCode: string): ProviderGame[];
  isProvider(providerCode: string): boolean;
}

/** Generates each demo merchant's catalogue at the operator's seed size, once, on first use. */
export function createCatalogue(seedGames: number): Catalogue {
  let built: {
    byOperator: Map<string, Map<string, ProviderGame>>;
    byProvider: Map<string, Map<string, ProviderGame>>;
    byNode: Map<string, ProviderGame>;
  };
  const build = () => {
    if (built) return built;
    built = { byOperator: new Map(), byProvider: new Map(), byNode: new Map() };
    for (const merchant of MERCHANTS) {
      const own = new Map<string, ProviderGame>();
      built.byOperator.set(merchant.row.code, own);
      const generator = new CatalogueGenerator(
        merchant.row.code,
        merchant.nodeIdBase,
        merchant.providers,
        merchant.signatureGame,
      );
      const count = merchant.gameCount(seedGames);
      for (let i = 0; i < count; i++) {
        const { row, art } = generator.next();
        const gameType = row.gameType as GameType;
        const game: ProviderGame = {
          providerCode: row.vassalage,
          providerName: merchant.providers.find((p) => p.vassalage === row.vassalage)?.displayName ?? row.vassalage,
          gameCode: row.gameCode ?? '',
          name: row.gameName,
          gameType,
          kind: KIND[gameType],
          theme: art?.theme ?? 'casino',
          image: row.image ?? '',
          sport: sportOf(gameType, row.vassalage),
          minBetMinor: row.minBetMinor ?? 100,
        };
        own.set(`${game.providerCode}/${game.gameCode}`, game);
        built.byNode.set(`${game.providerCode}/${row.nodeId}`, game);
        const list = built.byProvider.get(game.providerCode) ?? new Map<string, ProviderGame>();
        if (!list.has(game.gameCode)) list.set(game.gameCode, game);
        built.byProvider.set(game.providerCode, list);
      }
    }
    return built;
  };
  const providerCodes = new Set(EXTERNAL_PROVIDERS.map((p) => p.code));
  return {
    find(providerCode, gameCode, operatorId) {
      const { byOperator, byProvider, byNode } = build();
      const own = operatorId ? byOperator.get(operatorId)?.get(`${providerCode}/${gameCode}`) : undefined;
      return own ?? byNode.get(`${providerCode}/${gameCode}`) ?? byProvider.get(providerCode)?.get(gameCode);
    },
    list: (providerCode) => [...(build().byProvider.get(providerCode)?.values() ?? [])],
    isProvider: (providerCode) => providerCodes.has(providerCode),
  };
}
