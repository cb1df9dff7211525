import type { Announcement } from '@lobby/contract/announcements';
import type { Game, GameListResponse } from '@lobby/contract/games';
import type { Promotion } from '@lobby/contract/promotions';
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

export function makePromotion(overrides: Partial<Promotion> = {}): Promotion {
  const id = overrides.id ?? 1;
  return {
    id,
    linkedPromotionId: null,
    title: `Promotion ${id}`,
    content: '<p>Deposit and play.</p>',
    startDate: '2026-03-01T05:00:00.000Z',
    endDate: '2026-12-31T05:00:00.000Z',
    noExpiry: 0,
    promoAnnouncementCategoryIds: [],
    announcementImages: [{ url: `/media/promotions/${id}.webp`, sequence: 1 }],
    imageRequired: 'N',
    remarkRequired: 'N',
    applicable: true,
    joined: false,
    ...overrides,
  };
}

/** A published player notice (PL). */
export function makeNotice(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: String(id),
    type: 'PL',
    groupName: '',
    language: 'en',
    title: `Notice ${id}`,
    content: `<p>Body of notice ${id}</p>`,
    preview: `Body of notice ${id}`,
    imageUrl: '',
    images: [],
    startDate: '2026-03-05T10:00:00.000Z',
    endDate: null,
    read: false,
    ...overrides,
  };
}
