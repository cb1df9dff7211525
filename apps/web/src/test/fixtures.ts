import type { Game, GameListResponse } from '@lobby/contract/games';
import type { Site } from '@lobby/contract/site';
import type { Classification, Vendor } from '@lobby/contract/vendors';
import type { Winner } from '@lobby/contract/winners';

export function makeGame(overrides: Partial<Game> = {}): Game {
  const nodeId = overrides.nodeId ?? String(Math.floor(Math.random() * 1e9));
  return {
    nodeId,
    gameType: 'RNG',
    gameName: `Game ${nodeId}`,
    nodeName: `node-${nodeId}`,
    displayName: 'Pragmatic Play',
    vassalage: 'PP',
    showIcon: '',
    iconUrl: `/media/games/${nodeId}.webp`,
    mobileLargeIcon: '',
    gameId: nodeId,
    roomId: null,
    supportPlay: 0,
    freeplay: 1,
    lottoMode: null,
    gameCode: `G${nodeId}`,
    isGameH5: 1,
    gameClassifyNew: [],
    minBet: 0.2,
    minLine: 20,
    rtp: 96.5,
    volatility: 'medium',
    isNew: false,
    isHot: false,
    ...overrides,
  };
}

export function makeVendor(vassalage: string, displayName = vassalage): Vendor {
  return {
    vassalage,
    displayName,
    isHot: 0,
    iconBlack: `/media/vendors/${vassalage}-BLACK.png`,
    iconWhite: `/media/vendors/${vassalage}-WHITE.png`,
    gameCount: 10,
  };
}

export function makePage(games: Game[], pageNum = 1, totalPages = 1): GameListResponse {
  return { games, pageNum, totalPages, totalCount: games.length * totalPages };
}

export function makeWinner(id: string, overrides: Partial<Winner> = {}): Winner {
  return {
    id,
    customerName: `pl***${id}`,
    winAmount: '1250.00',
    iconUrl: `/media/games/${id}.webp`,
    nodeId: id,
    gameName: `Winning Game ${id}`,
    gameType: 'RNG',
    vassalage: 'PP',
    displayName: 'Pragmatic Play',
    ...overrides,
  };
}

export function makeClassification(key: Classification['key'], vendors: string[]): Classification {
  return { key, displayName: key, vendors };
}

export function makeSite(overrides: Partial<Site> = {}): Site {
  return {
    merchantCode: 'M',
    name: 'Lucky',
    logoUrl: '',
    defaultLanguage: 'en',
    languages: ['en'],
    flags: {},
    auth: {
      smsLogin: true,
      recovery: { email: true, phone: true },
      captchaKind: 'math',
      countryDialingCodes: ['+62', '+60'],
      social: { google: null, facebook: null, firebase: null },
    },
    wallet: { currency: 'IDR' },
    resources: [],
    customerService: [],
    social: {},
    templates: { mem_cen: '0', dep_func: '0' },
    modules: {},
    webClip: false,
    ...overrides,
  };
}
