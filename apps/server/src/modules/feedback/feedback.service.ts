import type {
  AdminFeedback,
  AdminFeedbackDetail,
  AdminFeedbackPage,
  AdminFeedbackQuery,
} from '@lobby/contract/admin/feedback';
import { ADMIN_PATHS, type Language } from '@lobby/contract/core';
import { countWords, type Feedback, type FeedbackFields, type FeedbackPage } from '@lobby/contract/feedback';
import type { ModuleId } from '@lobby/contract/site';
import { ApiError } from '../../lib/envelope';
import { withStoredPictures, type CheckedPicture } from '../../lib/picture-upload';
import type { FileStorage } from '../../lib/file-storage';
import { pageOffset } from '../../lib/paging';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import type { InboxService } from '../inbox/inbox.service';
import type { Merchant } from '../site/merchant-directory';
import type { FeedbackRepository, FeedbackView } from './feedback.repository';
import { feedbackSettings } from './feedback-settings';
import { replyMessage } from './reply-message';

const FEEDBACK_MODULE: ModuleId = 'FEEDBACK3';

/** Feedback is the site's FEEDBACK3 module: off means the member's calls are refused. */
export function requireFeedback(merchant: Merchant): void {
  if (merchant.settings.modules?.[FEEDBACK_MODULE] !== true) throw new ApiError('permission.denied');
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toFeedback = (row: FeedbackView): Feedback => ({
  id: row.id,
  category: row.category,
  content: row.content,
  imageCount: row.imageCount,
  status: row.repliedAt ? 'replied' : 'open',
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  repliedAt: iso(row.repliedAt),
});

const toAdmin = (row: FeedbackView): AdminFeedback => ({
  ...toFeedback(row),
  memberId: row.memberId,
  username: row.username,
  repliedBy: row.repliedBy,
});

export interface FeedbackDeps {
  repository: FeedbackRepository;
  storage: FileStorage;
  audited: AuditedWrites;
  inbox: InboxService;
}

/** Members' feedback to the site, and the operators' replies (which land in the member's inbox). */
export function createFeedbackService({ repository, storage, audited, inbox }: FeedbackDeps) {
  async function viewOf(merchantCode: string, id: number): Promise<FeedbackView> {
    const row = await repository.byId(merchantCode, id);
    if (!row) throw new ApiError('resource.not.found');
    return row;
  }

  /** The site's rules: a category it offers, and content within its word bounds. */
  function check(merchant: Merchant, fields: FeedbackFields, pictureCount: number): void {
    const { categories, minWords, maxWords, pictures } = feedbackSettings(merchant.settings);
    if (pictureCount > 0 && !pictures) throw new ApiError('feedback.pictures.off', undefined, 'pictures');
    if (!categories.some((category) => category.code === fields.category)) {
      throw new ApiError('feedback.category.invalid', undefined, 'category');
    }
    const words = countWords(fields.content);
    if (words < minWords || words > maxWords) {
      throw new ApiError('feedback.words', `Between ${minWords} and ${maxWords} words.`, 'content');
    }
  }

  return {
    /**
     * Send feedback. A repeated request key answers the first feedback and stores nothing. Every rule
     * is checked before a byte is stored; the pictures are removed again when the rows do not commit.
     */
    async send(
      merchant: Merchant,
      memberId: number,
      fields: FeedbackFields,
      pictures: CheckedPicture[],
    ): Promise<Feedback> {
      requireFeedback(merchant);
      const earlier = await repository.byRequestKey(memberId, fields.requestKey);
      if (earlier) return toFeedback(earlier);
      check(merchant, fields, pictures.length);
      const { id } = await withStoredPictures(storage, pictures, (stored) =>
        repository.create({
          merchantCode: merchant.code,
          memberId,
          requestKey: fields.requestKey,
          category: fields.category,
          content: fields.content,
          pictures: stored,
        }),
      );
      return toFeedback(await viewOf(merchant.code, id));
    },

    /** The member's own feedback, newest first, with the replies. */
    async ofMember(merchant: Merchant, memberId: number, pageNo: number, pageSize: number): Promise<FeedbackPage> {
      requireFeedback(merchant);
      const offset = pageOffset(pageNo, pageSize);
      const { rows, total } = await repository.ofMember(merchant.code, memberId, offset, pageSize);
      return {
        list: rows.map(toFeedback),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        totalCount: total,
      };
    },

    // ---- operator API (admins and reviewers) ----

    async list(merchantCode: string, query: AdminFeedbackQuery): Promise<AdminFeedbackPage> {
      const { rows, total } = await repository.list(merchantCode, query, pageOffset(query.pageNo, query.pageSize));
      return { list: rows.map(toAdmin), totalCount: total };
    },

    async detail(merchantCode: string, id: number): Promise<AdminFeedbackDetail> {
      const row = await viewOf(merchantCode, id);
      const images = await repository.images(id);
      return {
        ...toAdmin(row),
        images: images.map((image) => ({ ...image, url: `${ADMIN_PATHS.feedback}/${id}/images/${image.id}` })),
      };
    },

    /** A stored picture of a feedback of this merchant, with the type detected on upload. */
    async image(merchantCode: string, id: number, imageId: number): Promise<{ data: Buffer; contentType: string }> {
      await viewOf(merchantCode, id);
      const image = await repository.image(id, imageId);
      const data = image ? await storage.get(image.storageKey) : undefined;
      if (!image || !data) throw new ApiError('resource.not.found');
      return { data, contentType: image.contentType };
    },

    /**
     * Reply to an open feedback: the reply, the member's inbox message and the audit entry commit
     * together. A second reply is refused (feedback.already.replied).
     */
    async reply(actor: Actor, merchant: Merchant, id: number, reply: string): Promise<AdminFeedback> {
      await viewOf(actor.merchantCode, id);
      const replied = await audited.write(
        actor,
        async (scope) => {
          const row = await repository.reply(scope, actor.operatorId, id, reply);
          if (!row) return undefined;
          const message = replyMessage(reply, merchant.settings.defaultLanguage as Language);
          const sent = await inbox.deliver(scope, row.memberId, message.text, message.translations);
          return { ...row, messageId: sent.id };
        },
        (row) =>
          row && {
            action: 'feedback.reply',
            targetType: 'feedback',
            targetId: id,
            detail: { memberId: row.memberId, category: row.category, inboxMessageId: row.messageId },
          },
        UNPUBLISHED,
      );
      if (!replied) throw new ApiError('feedback.already.replied');
      return toAdmin(await viewOf(actor.merchantCode, id));
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
