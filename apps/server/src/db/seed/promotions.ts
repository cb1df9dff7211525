import { and, count, eq, isNull } from 'drizzle-orm';
import { MAIN_IMAGE_SEQUENCE } from '@lobby/contract/announcements';
import { LANGUAGES, type Language } from '@lobby/contract/core';
import { sanitizeContent } from '../../lib/sanitize-html';
import { bannerArtFile } from './art/encoding';
import type { Db } from '../client';
import { promotionCategories, promotions } from '../schema/index';
import type { BannerArtSpec } from './banners-data';
import type { MerchantSeed } from './merchants-data';
import { promotionSeeds, CATEGORY_SEEDS, type Money } from './promotions-data';

const DAY_MS = 86_400_000;
/** Golden Reef counts in rupiah: the demo amounts are scaled from dollars. */
const IDR_PER_USD = 10_000;

export function moneyFor(currency: string): Money {
  return (usd, language) => {
    const locale = language === 'id' ? 'id-ID' : 'en-US';
    return currency === 'IDR' ? `Rp${(usd * IDR_PER_USD).toLocaleString(locale)}` : `$${usd.toLocaleString(locale)}`;
  };
}

/** Card art of a promotion in one language, drawn like the banners (content-addressed file). */
function artOf(spec: Omit<BannerArtSpec, 'file'>): BannerArtSpec {
  return { ...spec, file: bannerArtFile('promotions', spec) };
}

/**
 * A site's promotion categories and promotions, in every language, inserted once (only when the
 * site has none, so an operator's changes are never undone). The English row of each promotion is
 * the one its translations link to. Returns the art the cards need either way.
 */
export async function seedPromotions(
  db: Db,
  merchant: MerchantSeed,
  now: Date = new Date(),
): Promise<{ art: BannerArtSpec[]; inserted: boolean }> {
  const code = merchant.row.code;
  const seeds = promotionSeeds(merchant.row.name, moneyFor(merchant.row.settings.currency ?? 'USD'));
  const art = seeds.flatMap((seed) =>
    LANGUAGES.map((language) => artOf(artSpec(seed.text[language], seed.hue, seed.motif))),
  );
  const [existing] = await db.select({ n: count() }).from(promotions).where(eq(promotions.merchantCode, code));
  if ((existing?.n ?? 0) > 0) return { art, inserted: false };

  const categoryIds = new Map<string, number>();
  for (const [i, category] of CATEGORY_SEEDS.entries()) {
    const [row] = await db
      .insert(promotionCategories)
      .values({ merchantCode: code, names: category.names, sort: i + 1 })
      .returning({ id: promotionCategories.id });
    if (row) categoryIds.set(category.key, row.id);
  }

  for (const [i, seed] of seeds.entries()) {
    const startDate = new Date(now.getTime() - seed.startedDaysAgo * DAY_MS);
    let linkedPromotionId: number | null = null;
    for (const language of ['en', ...LANGUAGES.filter((l) => l !== 'en')] as Language[]) {
      const text = seed.text[language];
      const image = artOf(artSpec(text, seed.hue, seed.motif));
      const inserted: { id: number }[] = await db
        .insert(promotions)
        .values({
          merchantCode: code,
          language,
          title: text.title,
          content: sanitizeContent(text.html, 'content'),
          images: [{ url: `/media/${image.file}`, sequence: MAIN_IMAGE_SEQUENCE }],
          categoryIds: seed.categories.map((key) => categoryIds.get(key)).filter((id): id is number => !!id),
          startDate,
          endDate: seed.runsDays === null ? null : new Date(startDate.getTime() + seed.runsDays * DAY_MS),
          noExpiry: seed.runsDays === null,
          linkedPromotionId,
          imageRequired: seed.imageRequired,
          remarkRequired: seed.remarkRequired,
          applicable: seed.applicable,
          sort: i + 1,
        })
        .returning({ id: promotions.id });
      linkedPromotionId ??= inserted[0]?.id ?? null;
    }
  }
  return { art, inserted: true };
}

function artSpec(text: { title: string; subtitle: string; cta: string }, hue: number, motif: BannerArtSpec['motif']) {
  return { title: text.title, subtitle: text.subtitle, cta: text.cta, hue, motif };
}

/**
 * The id of each seeded promotion by its seed key (the English row, which its translations link
 * to): banners and notices link to the promotion they advertise. Promotions the operator removed
 * are simply missing.
 */
export async function promotionIdsByKey(db: Db, merchant: MerchantSeed): Promise<Map<string, number>> {
  const seeds = promotionSeeds(merchant.row.name, moneyFor('USD'));
  const rows = await db
    .select({ id: promotions.id, sort: promotions.sort })
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantCode, merchant.row.code),
        eq(promotions.language, 'en'),
        isNull(promotions.linkedPromotionId),
      ),
    );
  const ids = new Map<string, number>();
  for (const row of rows) {
    const key = seeds[row.sort - 1]?.key;
    if (key && !ids.has(key)) ids.set(key, row.id);
  }
  return ids;
}
