import { MAIN_IMAGE_SEQUENCE, type FeedPromotion } from '@lobby/contract/announcements';
import type { Promotion, PromotionCategory } from '@lobby/contract/promotions';
import { ApiError } from '../../lib/envelope';
import { groupIdOf, type CategoryRow, type PromotionRow, type PromotionsRepository } from './promotions.repository';

/** Whether a promotion is shown to players at `now`: started, and not ended unless it never ends. */
export function isPublished(row: Pick<PromotionRow, 'startDate' | 'endDate' | 'noExpiry'>, now: Date): boolean {
  if (row.startDate.getTime() > now.getTime()) return false;
  return row.noExpiry || (row.endDate !== null && row.endDate.getTime() > now.getTime());
}

/** A category's name in a language: that language, else the first name it has. */
export function categoryName(row: Pick<CategoryRow, 'names'>, language: string, fallback: string): string {
  return row.names[language] ?? row.names[fallback] ?? Object.values(row.names)[0] ?? '';
}

const flag = (value: boolean) => (value ? 'Y' : 'N');

/** The spec's promotion record (announcementImages ordered, main image first). */
export function toPromotion(row: PromotionRow, joined = false): Promotion {
  return {
    id: row.id,
    linkedPromotionId: row.linkedPromotionId,
    title: row.title,
    content: row.content,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    noExpiry: row.noExpiry ? 1 : 0,
    promoAnnouncementCategoryIds: [...row.categoryIds],
    announcementImages: [...row.images].sort((a, b) => a.sequence - b.sequence),
    imageRequired: flag(row.imageRequired),
    remarkRequired: flag(row.remarkRequired),
    applicable: row.applicable,
    joined,
  };
}

/** The main image of a promotion (sequence 1, else the first), or empty. */
export function mainImageUrl(promotion: Pick<Promotion, 'announcementImages'>): string {
  const images = promotion.announcementImages;
  return (images.find((image) => image.sequence === MAIN_IMAGE_SEQUENCE) ?? images[0])?.url ?? '';
}

export interface Reader {
  memberId: number;
}

export function createPromotionsService(repository: PromotionsRepository, clock: () => Date = () => new Date()) {
  async function withJoined(rows: PromotionRow[], reader?: Reader): Promise<Promotion[]> {
    const joined = reader ? await repository.joinedGroups(reader.memberId, rows.map(groupIdOf)) : new Set<number>();
    return rows.map((row) => toPromotion(row, joined.has(groupIdOf(row))));
  }

  /** A published promotion of this merchant, or 404 (unknown, unpublished and other merchants' alike). */
  async function publishedRow(merchantCode: string, id: number, now = clock()): Promise<PromotionRow> {
    const row = await repository.byId(merchantCode, id);
    if (!row || !isPublished(row, now)) throw new ApiError('resource.not.found');
    return row;
  }

  return {
    repository,
    publishedRow,

    async categories(merchantCode: string, language: string, fallback: string): Promise<PromotionCategory[]> {
      const rows = await repository.categories(merchantCode);
      return rows.map((row) => ({ id: row.id, name: categoryName(row, language, fallback) }));
    },

    /** The published promotions in a language at `now`, in display order (the announcements feed's type PR). */
    async listPublished(merchantCode: string, language: string, now: Date = clock()): Promise<Promotion[]> {
      return (await repository.published(merchantCode, language, now)).map((row) => toPromotion(row));
    },

    /** The announcements feed's PR list: the published promotions in its short form. */
    async listForFeed(merchantCode: string, language: string): Promise<FeedPromotion[]> {
      return (await repository.published(merchantCode, language, clock())).map((row) => {
        const promotion = toPromotion(row);
        const { id, title, startDate, endDate } = promotion;
        return { id: String(id), title, imageUrl: mainImageUrl(promotion), startDate, endDate };
      });
    },

    async list(
      merchantCode: string,
      language: string,
      options: { categoryId?: number | undefined; reader?: Reader | undefined } = {},
    ): Promise<Promotion[]> {
      const rows = await repository.published(merchantCode, language, clock(), options.categoryId);
      return withJoined(rows, options.reader);
    },

    /**
     * One published promotion. Asked in another language than its own, its translation in that
     * language answers when there is a published one (a link shared across languages still works).
     */
    async detail(merchantCode: string, id: number, language: string, reader?: Reader): Promise<Promotion> {
      const now = clock();
      let row = await publishedRow(merchantCode, id, now);
      if (row.language !== language) {
        const translated = await repository.translation(merchantCode, groupIdOf(row), language);
        if (translated && isPublished(translated, now)) row = translated;
      }
      const [promotion] = await withJoined([row], reader);
      if (!promotion) throw new ApiError('resource.not.found');
      return promotion;
    },

    /** Join a published promotion; joining again changes nothing. */
    async join(merchantCode: string, id: number, memberId: number): Promise<{ joined: true }> {
      const row = await publishedRow(merchantCode, id);
      await repository.join(memberId, groupIdOf(row));
      return { joined: true };
    },
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;
