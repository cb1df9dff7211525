import type {
  AdminPromotion,
  AdminPromotionBody,
  AdminPromotionCategoryBody,
  AdminPromotionsQuery,
} from '@lobby/contract/admin/promotions';
import { ApiError } from '../../lib/envelope';
import { pageOffset } from '../../lib/paging';
import { sanitizeContent } from '../../lib/sanitize-html';
import type { Actor } from '../audit/audit.repository';
import type { AuditedWrites } from '../audit/audited-write';
import type { CategoryRow, PromotionInsert, PromotionRow, PromotionsRepository } from './promotions.repository';
import { isPublished } from './promotions.service';

function toAdminPromotion(row: PromotionRow, now: Date): AdminPromotion {
  return {
    id: row.id,
    language: row.language,
    title: row.title,
    content: row.content,
    images: [...row.images].sort((a, b) => a.sequence - b.sequence),
    categoryIds: [...row.categoryIds],
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    noExpiry: row.noExpiry ? 1 : 0,
    linkedPromotionId: row.linkedPromotionId,
    imageRequired: row.imageRequired ? 'Y' : 'N',
    remarkRequired: row.remarkRequired ? 'Y' : 'N',
    applicable: row.applicable,
    sort: row.sort,
    published: isPublished(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toAdminCategory = (row: CategoryRow) => ({ id: row.id, names: row.names, sort: row.sort });
const notFound = () => new ApiError('resource.not.found');
/** What the audit log keeps of a promotion or a category written. */
const titleOf = (row: PromotionRow) => ({ title: row.title });
const namesDetail = (row: CategoryRow) => ({ names: row.names });

/** The operator API of promotions and their categories (editors). */
export function createPromotionsAdminService(
  repository: PromotionsRepository,
  audited: AuditedWrites,
  clock: () => Date = () => new Date(),
) {
  const promotion = audited.target('promotion', { written: titleOf });
  const category = audited.target('promotionCategory', { written: namesDetail });

  /**
   * Check and shape an operator's promotion: HTML sanitised (nothing stored when hostile), categories
   * and the linked promotion real (titles are plain text by their schema).
   */
  async function prepare(actor: Actor, body: AdminPromotionBody, self?: number): Promise<PromotionInsert> {
    const content = sanitizeContent(body.content, 'content');
    const categoryIds = [...new Set(body.categoryIds)];
    if ((await repository.countCategories(actor.merchantCode, categoryIds)) !== categoryIds.length) {
      throw new ApiError('request.invalid', 'categoryIds: unknown category', 'categoryIds');
    }
    let linkedPromotionId: number | null = null;
    if (body.linkedPromotionId !== null) {
      const target = await repository.byId(actor.merchantCode, body.linkedPromotionId);
      // Translations point at the group's first promotion, never at themselves or through a chain.
      const root = target ? (target.linkedPromotionId ?? target.id) : undefined;
      if (root === undefined || root === self) {
        throw new ApiError('request.invalid', 'linkedPromotionId: unknown promotion', 'linkedPromotionId');
      }
      linkedPromotionId = root;
    }
    return {
      merchantCode: actor.merchantCode,
      language: body.language,
      title: body.title,
      content,
      images: body.images,
      categoryIds,
      startDate: new Date(body.startDate),
      endDate: body.endDate === null ? null : new Date(body.endDate),
      noExpiry: body.noExpiry === 1,
      linkedPromotionId,
      imageRequired: body.imageRequired === 'Y',
      remarkRequired: body.remarkRequired === 'Y',
      applicable: body.applicable,
      sort: body.sort,
    };
  }

  return {
    async list(merchantCode: string, query: AdminPromotionsQuery) {
      const now = clock();
      const { pageNo, pageSize, ...filter } = query;
      const offset = pageOffset(pageNo, pageSize);
      const { rows, totalCount } = await repository.page(merchantCode, { ...filter, now }, pageSize, offset);
      return { list: rows.map((row) => toAdminPromotion(row, now)), totalCount };
    },
    async get(merchantCode: string, id: number): Promise<AdminPromotion> {
      const row = await repository.byId(merchantCode, id);
      if (!row) throw notFound();
      return toAdminPromotion(row, clock());
    },
    async create(actor: Actor, body: AdminPromotionBody): Promise<AdminPromotion> {
      const values = await prepare(actor, body);
      const row = await promotion.create(actor, (scope) => repository.insert(scope, values));
      return toAdminPromotion(row, clock());
    },
    async update(actor: Actor, id: number, body: AdminPromotionBody): Promise<AdminPromotion> {
      const values = await prepare(actor, body, id);
      const row = await promotion.update(actor, (scope) => repository.update(scope, id, values));
      if (!row) throw notFound();
      return toAdminPromotion(row, clock());
    },
    async remove(actor: Actor, id: number): Promise<{ removed: 'deleted' | 'ended' }> {
      const now = clock();
      const removed = await audited.write(
        actor,
        (scope) => repository.remove(scope, id, now),
        (result) =>
          result && {
            action: `promotion.${result === 'deleted' ? 'delete' : 'end'}`,
            targetType: 'promotion',
            targetId: id,
          },
      );
      if (!removed) throw notFound();
      return { removed };
    },

    async categories(merchantCode: string) {
      return (await repository.categories(merchantCode)).map(toAdminCategory);
    },
    async createCategory(actor: Actor, body: AdminPromotionCategoryBody) {
      const values = { names: namesOf(body), sort: body.sort };
      const row = await category.create(actor, (scope) => repository.insertCategory(scope, values));
      return toAdminCategory(row);
    },
    async updateCategory(actor: Actor, id: number, body: AdminPromotionCategoryBody) {
      const values = { names: namesOf(body), sort: body.sort };
      const row = await category.update(actor, (scope) => repository.updateCategory(scope, id, values));
      if (!row) throw notFound();
      return toAdminCategory(row);
    },
    async removeCategory(actor: Actor, id: number): Promise<{ deleted: true }> {
      const removed = await category.remove(actor, (scope) => repository.removeCategory(scope, id));
      if (!removed) throw notFound();
      return { deleted: true };
    },
  };
}
export type PromotionsAdminService = ReturnType<typeof createPromotionsAdminService>;

function namesOf(body: AdminPromotionCategoryBody): Record<string, string> {
  return Object.fromEntries(Object.entries(body.names).filter((entry): entry is [string, string] => !!entry[1]));
}
