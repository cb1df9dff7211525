import { eq } from 'drizzle-orm';
import { sanitizeContent } from '../../lib/sanitize-html';
import { DEFAULT_CURRENCY } from '../../modules/site/site.service';
import type { DbOrTx } from '../transaction';
import { announcements } from '../schema/index';
import { announcementSeeds } from './announcements-data';
import { bannerSeeds } from './banners-data';
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
  const currency = merchant.row.settings.currency ?? DEFAULT_CURRENCY;
  const homeArt = bannerSeeds(brand)
    .filter((banner) => banner.groupName === 'm_home')
    .map((banner) => `/media/${banner.art.file}`);
  const rows = announcementSeeds(brand, currency).flatMap((seed) =>
    (['en', 'id'] as const).map((language) => {
      const image = seed.bannerArt === undefined ? undefined : homeArt[seed.bannerArt];
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
