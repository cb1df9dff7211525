import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { sanitizeContent } from '../../lib/sanitize-html';
import { DEFAULT_CURRENCY } from '../../modules/site/site.service';
import type { DbOrTx } from '../transaction';
import { announcements, games, providers } from '../schema/index';
import { announcementSeeds } from './announcements-data';
import { BANNER_LANGUAGES, bannerSeeds, type BannerLanguage } from './banners-data';
import { moneyFor, promotionIdsByKey } from './promotions';
import type { MerchantSeed } from './merchants-data';

const DAY_MS = 86_400_000;

/**
 * Player notices, pop-ups and hot items in English and Indonesian, only for a merchant that has no
 * announcement yet (an operator's edits and deletions are never undone by a restart).
 */
export async function seedAnnouncements(db: DbOrTx, merchant: MerchantSeed, now = new Date()): Promise<boolean> {
  const code = merchant.row.code;
  const [existing] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.merchantCode, code))
    .limit(1);
  if (existing) return false;
  const brand = merchant.row.name;
  const money = moneyFor(merchant.row.settings.currency ?? DEFAULT_CURRENCY);
  const homeArt = (language: BannerLanguage) =>
    bannerSeeds(brand, money)
      .filter((banner) => banner.groupName === 'm_home' && banner.language === language)
      .map((banner) => `/media/${banner.art.file}`);
  const promotionIds = await promotionIdsByKey(db, merchant);
  const context = {
    brand,
    money,
    promotionPath: (key: string) => `/m/activityDetail?id=${promotionIds.get(key) ?? ''}`,
    ...(await featuredSlots(db, code)),
  };
  const rows = announcementSeeds(context).flatMap((seed) =>
    BANNER_LANGUAGES.map((language) => {
      const image = seed.bannerArt === undefined ? undefined : homeArt(language)[seed.bannerArt];
      return {
        merchantCode: code,
        type: seed.type,
        language,
        groupName: '',
        title: seed.text[language].title,
        // Through the same sanitiser as an operator's HTML: the seed is content like any other.
        content: sanitizeContent(seed.text[language].content, 'content'),
        images: image ? [{ url: image, sequence: 1 }] : [],
        // Whole days back from the seed's day, so a reseed on another day keeps the order.
        startDate: new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - seed.daysAgo * DAY_MS),
        endDate: null,
        sort: seed.sort,
      };
    }),
  );
  await db.insert(announcements).values(rows);
  return true;
}

/** Providers a new-games notice may feature, in order of preference: the first the site has. */
const FEATURED_PROVIDERS = ['HAB', 'FC', 'JDB', 'PG'];

/**
 * The slots the notices name, read from the site's own catalogue (seeded first): the newest
 * provider's first slots and the top of the hot list, so a player who searches finds them.
 */
async function featuredSlots(db: DbOrTx, merchantCode: string) {
  const rows = await db
    .select({ vassalage: providers.vassalage, provider: providers.displayName })
    .from(providers)
    .where(eq(providers.merchantCode, merchantCode));
  const featured = FEATURED_PROVIDERS.map((code) => rows.find((row) => row.vassalage === code)).find(Boolean);
  if (!featured) throw new Error(`seed: ${merchantCode} has none of the providers a notice features`);
  const slots = and(eq(games.merchantCode, merchantCode), eq(games.gameType, 'RNG'));
  const ofProvider = and(slots, eq(games.vassalage, featured.vassalage));
  const titles = await db
    .select({ name: games.gameName })
    .from(games)
    .where(ofProvider)
    .orderBy(asc(games.sort))
    .limit(3);
  const [total] = await db.select({ n: count() }).from(games).where(ofProvider);
  const [hot] = await db
    .select({ name: games.gameName })
    .from(games)
    .where(and(slots, eq(games.isHot, true), isNull(games.engine)))
    .orderBy(asc(games.hotRank), asc(games.sort))
    .limit(1);
  return {
    newSlots: { ...featured, count: total?.n ?? 0, titles: titles.map((row) => row.name) },
    hotSlot: hot?.name ?? titles[0]?.name ?? '',
  };
}
