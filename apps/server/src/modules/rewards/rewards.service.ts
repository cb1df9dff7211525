import type {
  AdminRewardApplication,
  AdminRewardApplicationDetail,
  AdminRewardApplicationsQuery,
  AdminRewardReview,
} from '@lobby/contract/admin/rewards';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { formatMinor } from '@lobby/contract/games';
import type { RewardApplication, RewardApplicationsPage } from '@lobby/contract/rewards';
import { ApiError } from '../../lib/envelope';
import type { FileStorage } from '../../lib/file-storage';
import { withStoredPictures } from '../../lib/picture-upload';
import { pageOffset } from '../../lib/paging';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import type { PromotionsService } from '../promotions/promotions.service';
import type { RewardUpload } from './reward-upload';
import type { ApplicationView, RewardsRepository } from './rewards.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toApplication(row: ApplicationView): RewardApplication {
  return {
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle: row.promotionTitle,
    status: row.status,
    remarks: row.remarks,
    imageCount: row.imageCount,
    reward: formatMinor(row.rewardMinor),
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
  };
}

function toAdminApplication(row: ApplicationView): AdminRewardApplication {
  return {
    id: row.id,
    memberId: row.memberId,
    username: row.username,
    promotionId: row.promotionId,
    promotionTitle: row.promotionTitle,
    status: row.status,
    remarks: row.remarks,
    imageCount: row.imageCount,
    rewardMinor: row.rewardMinor,
    reviewNote: row.reviewNote,
    reviewedBy: row.reviewedBy,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
  };
}

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export interface RewardsDeps {
  repository: RewardsRepository;
  promotions: PromotionsService;
  storage: FileStorage;
  audited: AuditedWrites;
}

/** Reward applications: a member's claims on a promotion, with pictures, and their review. */
export function createRewardsService({ repository, promotions, storage, audited }: RewardsDeps) {
  async function viewOf(merchantCode: string, id: number): Promise<ApplicationView> {
    const row = await repository.byId(merchantCode, id);
    if (!row) throw new ApiError('resource.not.found');
    return row;
  }

  return {
    /**
     * Apply for a reward. A repeated request key answers the first application and stores nothing.
     * Every rule is checked before a byte is stored; the pictures are written, then the rows in one
     * transaction, and the pictures are removed again when that transaction does not commit.
     */
    async apply(merchantCode: string, memberId: number, upload: RewardUpload): Promise<RewardApplication> {
      const { fields, pictures } = upload;
      const earlier = await repository.byRequestKey(memberId, fields.requestKey);
      if (earlier) return toApplication(earlier);

      const promotion = await promotions.publishedRow(merchantCode, fields.promotionId);
      if (!promotion.applicable) throw new ApiError('reward.not.applicable');
      const remarks = fields.remarks.trim();
      // Spec §5: both required → remarks and at least one picture; image only; remarks only.
      if (promotion.remarkRequired && remarks === '') throw new ApiError('reward.incomplete', undefined, 'remarks');
      if (promotion.imageRequired && pictures.length === 0) {
        throw new ApiError('reward.incomplete', undefined, 'pictures');
      }

      const { id } = await withStoredPictures(storage, pictures, (stored) =>
        repository.create({
          merchantCode,
          memberId,
          promotionId: promotion.id,
          requestKey: fields.requestKey,
          remarks,
          pictures: stored,
        }),
      );
      return toApplication(await viewOf(merchantCode, id));
    },

    /** The member's own applications, newest first. */
    async ofMember(memberId: number, pageNo: number, pageSize: number): Promise<RewardApplicationsPage> {
      const { rows, total } = await repository.ofMember(memberId, pageOffset(pageNo, pageSize), pageSize);
      return { list: rows.map(toApplication), pageNum: pageNo, totalPages: pages(total, pageSize) };
    },

    // ---- operator API (reviewers) ----

    async list(merchantCode: string, query: AdminRewardApplicationsQuery) {
      const { pageNo, pageSize } = query;
      const { rows, total } = await repository.list(merchantCode, query, pageOffset(pageNo, pageSize), pageSize);
      return {
        list: rows.map(toAdminApplication),
        pageNum: pageNo,
        totalPages: pages(total, pageSize),
        totalCount: total,
      };
    },

    async detail(merchantCode: string, id: number): Promise<AdminRewardApplicationDetail> {
      const row = await viewOf(merchantCode, id);
      const images = await repository.images(id);
      return {
        ...toAdminApplication(row),
        images: images.map((image) => ({
          id: image.id,
          contentType: image.contentType,
          bytes: image.bytes,
          sequence: image.sequence,
          url: `${ADMIN_PATHS.rewardApplications}/${id}/images/${image.id}`,
        })),
      };
    },

    /** A stored picture of an application of this merchant, with the type detected on upload. */
    async image(merchantCode: string, id: number, imageId: number): Promise<{ data: Buffer; contentType: string }> {
      await viewOf(merchantCode, id);
      const image = await repository.image(id, imageId);
      const data = image ? await storage.get(image.storageKey) : undefined;
      if (!image || !data) throw new ApiError('resource.not.found');
      return { data, contentType: image.contentType };
    },

    /**
     * Approve or reject a pending application; an approval with a reward credits the member's wallet,
     * in the transaction of its audit entry.
     */
    async review(actor: Actor, id: number, review: AdminRewardReview): Promise<AdminRewardApplication> {
      await viewOf(actor.merchantCode, id);
      const reviewed = await audited.write(
        actor,
        (scope) => repository.review(scope, actor.operatorId, id, review),
        (updated) =>
          updated && {
            action: `rewardApplication.${review.status === 'approved' ? 'approve' : 'reject'}`,
            targetType: 'rewardApplication',
            targetId: id,
            detail: { memberId: updated.memberId, rewardMinor: review.rewardMinor, reviewNote: review.reviewNote },
          },
        UNPUBLISHED,
      );
      if (!reviewed) throw new ApiError('reward.already.reviewed');
      return toAdminApplication(await viewOf(actor.merchantCode, id));
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
