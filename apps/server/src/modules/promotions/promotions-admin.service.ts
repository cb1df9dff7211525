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
import {
  groupIdOf,
  type CategoryRow,
  type PromotionInsert,
  type PromotionRow,
  type PromotionsRepository,
  type PromotionVersionRow,
} from './promotions.repository';
import { isPublished } from './promotions.service';

type Version = AdminPromotion['versions'][number];

/** Each promotion's other-language versions, from the rows of their groups. */
function versionsOf(rows: PromotionVersionRow[]): (row: PromotionRow) => Version[] {
  return (row) =>
    rows
      .filter((other) => other.id !== row.id && groupIdOf(other) === groupIdOf(row))
      .map(({ id, language, title }) => ({ id, language, title }));
}

function toAdminPromotion(row: PromotionRow, now: Date, versions: Version[]): AdminPromotion {
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
    versions,
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
/** What the audit log keeps of a promotion (its link to other languages too) or a category written. */
const titleOf = (row: PromotionRow) => ({
  title: row.title,
  language: row.language,
  linkedPromotionId: row.linkedPromotionId,
});
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
   * Where a promotion's link really points: the group's first promotion (never a chain). Refused with
   * promotion.link.invalid: another merchant's or an unknown id, itself, a group that already speaks
   * this language, or a promotion that others already link to (it is a group's first itself).
   */
  async function linkRoot(merchantCode: string, body: AdminPromotionBody, self?: number): Promise<number> {
    const refuse = (why: string) => new ApiError('promotion.link.invalid', why, 'linkedPromotionId');
    const target = await repository.byId(merchantCode, body.linkedPromotionId ?? 0);
    if (!target) throw refuse('linkedPromotionId: unknown promotion');
    const root = groupIdOf(target);
    if (root === self) throw refuse('linkedPromotionId: a promotion cannot be linked to itself');
    const groups = await repository.groups(merchantCode, self === undefined ? [root] : [root, self]);
    if (groups.some((row) => row.linkedPromotionId === self && self !== undefined)) {
      throw refuse('linkedPromotionId: other languages already link to this promotion; link them instead');
    }
    if (groups.some((row) => groupIdOf(row) === root && row.id !== self && row.language === body.language)) {
      throw refuse(`linkedPromotionId: that promotion already has a version in ${body.language}`);
    }
    return root;
  }

  const one = async (merchantCode: string, row: PromotionRow) =>
    (await withVersions(merchantCode, [row], clock()))[0] as AdminPromotion;

  /** The rows with their other-language versions. */
  async function withVersions(merchantCode: string, rows: PromotionRow[], now: Date): Promise<AdminPromotion[]> {
    const groups = await repository.groups(merchantCode, [...new Set(rows.map(groupIdOf))]);
    const versions = versionsOf(groups);
    return rows.map((row) => toAdminPromotion(row, now, versions(row)));
  }

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
    const linkedPromotionId = body.linkedPromotionId === null ? null : await linkRoot(actor.merchantCode, body, self);
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
      return { list: await withVersions(merchantCode, rows, now), totalCount };
    },
    async get(merchantCode: string, id: number): Promise<AdminPromotion> {
      const row = await repository.byId(merchantCode, id);
      if (!row) throw notFound();
      return one(merchantCode, row);
    },
    async create(actor: Actor, body: AdminPromotionBody): Promise<AdminPromotion> {
      const values = await prepare(actor, body);
      const row = await promotion.create(actor, (scope) => repository.insert(scope, values));
      return one(actor.merchantCode, row);
    },
    async update(actor: Actor, id: number, body: AdminPromotionBody): Promise<AdminPromotion> {
      const values = await prepare(actor, body, id);
      const row = await promotion.update(
        actor,
        (scope) => repository.update(scope, id, values),
        (scope) => repository.current(scope, id),
      );
      if (!row) throw notFound();
      return one(actor.merchantCode, row);
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
