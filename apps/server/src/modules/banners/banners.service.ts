import type { AdminBanner, AdminBannersQuery, BannerWrite } from '@lobby/contract/admin/announcements';
import type { Banner, BannerGroup } from '@lobby/contract/banners';
import { ApiError } from '../../lib/envelope';
import { pageOffset } from '../../lib/paging';
import { TtlCache } from '../../lib/ttl-cache';
import type { Actor } from '../audit/audit.repository';
import type { AuditedWrites } from '../audit/audited-write';
import type { BannerRow, BannersRepository, BannerValues } from './banners.repository';

/** Within its window at `now` (no start: from always; no end: until taken down). */
function isLive(row: Pick<BannerRow, 'startDate' | 'endDate'>, now: number): boolean {
  return (
    (row.startDate === null || row.startDate.getTime() <= now) && (row.endDate === null || row.endDate.getTime() > now)
  );
}

const toBanner = (row: BannerRow): Banner => ({
  id: String(row.id),
  groupName: row.groupName as BannerGroup,
  title: row.title,
  imageUrl: row.imageUrl,
  linkType: row.linkType,
  linkage: row.linkage,
  url: row.url,
});

/** A banner's values as the operator sees them, and as the audit log keeps them when they are written. */
function valuesOf(row: BannerRow) {
  return {
    groupName: row.groupName,
    title: row.title,
    imageUrl: row.imageUrl,
    linkType: row.linkType,
    linkage: row.linkage,
    url: row.url,
    language: row.language,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    sort: row.sort,
  };
}

const toAdminBanner = (row: BannerRow, now: number): AdminBanner => ({
  id: row.id,
  ...valuesOf(row),
  published: isLive(row, now),
});

const toValues = (input: BannerWrite): BannerValues => ({
  groupName: input.groupName,
  title: input.title,
  imageUrl: input.imageUrl,
  linkType: input.linkType,
  linkage: input.linkage,
  url: input.url,
  language: input.language,
  startDate: input.startDate ? new Date(input.startDate) : null,
  endDate: input.endDate ? new Date(input.endDate) : null,
  sort: input.sort,
});

const removedDetail = (row: BannerRow) => ({ groupName: row.groupName, title: row.title });

export interface BannersServiceOptions {
  ttlMs?: number;
  now?: () => number;
  /** Whether a GAME banner's nodeId is a game of the merchant's catalogue. */
  gameExists?: (merchantCode: string, nodeId: string) => Promise<boolean>;
}

export function createBannersService(
  repository: BannersRepository,
  audited: AuditedWrites,
  options: BannersServiceOptions = {},
) {
  const now = options.now ?? Date.now;
  const banner = audited.target('banner', { written: valuesOf, removed: removedDetail });
  // A group's rows that have not ended; the language and the start are checked per call, so a banner
  // starts and stops on time however long the rows stay cached.
  const cache = new TtlCache<BannerRow[]>(Math.max(options.ttlMs ?? 60_000, 1000), { maxEntries: 1000 });

  async function published(merchantCode: string, groupName: BannerGroup, language?: string): Promise<Banner[]> {
    const rows = await cache.get(`${merchantCode}|${groupName}`, () =>
      repository.byGroup(merchantCode, groupName, new Date(now())),
    );
    const at = now();
    return rows
      .filter(
        (row) => isLive(row, at) && (language === undefined || row.language === null || row.language === language),
      )
      .map(toBanner);
  }

  async function checkLink(merchantCode: string, input: BannerWrite): Promise<void> {
    if (input.linkType === 'GAME' && options.gameExists && !(await options.gameExists(merchantCode, input.linkage))) {
      throw new ApiError('request.invalid', 'linkage: no game with this nodeId', 'linkage');
    }
  }

  return {
    /**
     * Published banners of a group: those for every language and, when a language is given, those for
     * it (without one, every language's).
     */
    published,
    /** The group's banners (GET /banners, home). */
    byGroup: published,

    async list(merchantCode: string, query: AdminBannersQuery) {
      const at = now();
      const { pageNo, pageSize, ...filter } = query;
      const { rows, totalCount } = await repository.page(
        merchantCode,
        { ...filter, now: new Date(at) },
        pageSize,
        pageOffset(pageNo, pageSize),
      );
      return { list: rows.map((row) => toAdminBanner(row, at)), totalCount };
    },

    async get(merchantCode: string, id: number): Promise<AdminBanner> {
      const row = await repository.byId(merchantCode, id);
      if (!row) throw new ApiError('resource.not.found', undefined, 'id');
      return toAdminBanner(row, now());
    },

    async create(actor: Actor, input: BannerWrite): Promise<AdminBanner> {
      await checkLink(actor.merchantCode, input);
      const row = await banner.create(actor, (scope) => repository.insert(scope, toValues(input)));
      return toAdminBanner(row, now());
    },

    async update(actor: Actor, id: number, input: BannerWrite): Promise<AdminBanner> {
      await checkLink(actor.merchantCode, input);
      const row = await banner.update(actor, (scope) => repository.update(scope, id, toValues(input)));
      if (!row) throw new ApiError('resource.not.found', undefined, 'id');
      return toAdminBanner(row, now());
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const removed = await banner.remove(actor, (scope) => repository.remove(scope, id));
      if (!removed) throw new ApiError('resource.not.found', undefined, 'id');
    },

    clear(): void {
      cache.clear();
    },
  };
}
export type BannersService = ReturnType<typeof createBannersService>;
