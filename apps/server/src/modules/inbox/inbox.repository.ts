import { and, asc, count, desc, eq, gte, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminInboxQuery, InboxTranslations } from '@lobby/contract/admin/inbox';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/query';
import type { MessageCategory } from '@lobby/contract/member-settings';
import { inboxMessages, inboxReads, members, memberSettings } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';
import { sentDuringSelfExclusion } from '../responsible-gaming/responsible-gaming.repository';

/** Enough of a message body for a plain-text preview of a list row. */
const PREVIEW_SOURCE_CHARS = 2000;

export interface InboxRow {
  id: number;
  title: string;
  content: string;
  translations: InboxTranslations;
  createdAt: Date;
  broadcast: boolean;
  read: boolean;
}

export interface SentRow {
  id: number;
  username: string | null;
  title: string;
  category: MessageCategory;
  translations: InboxTranslations;
  createdAt: Date;
}

/** The operators' filter of sent messages: audience and recipient. */
function sentFilter(merchantCode: string, query: AdminInboxQuery): SQL {
  const audience =
    query.audience === 'all'
      ? isNull(inboxMessages.memberId)
      : query.audience === 'member'
        ? isNotNull(inboxMessages.memberId)
        : undefined;
  const username = query.username ? eq(members.usernameKey, query.username.toLowerCase()) : undefined;
  return and(eq(inboxMessages.merchantCode, merchantCode), audience, username) as SQL;
}

/**
 * The messages a member may see: their own, and the site's broadcasts sent since they joined (a new
 * member does not inherit years of old notices), less the categories they turned off in their
 * settings. Never another member's.
 */
function visibleTo(merchantCode: string, memberId: number): SQL {
  const joined = sql`(select ${members.createdAt} from ${members} where ${members.id} = ${memberId})`;
  const muted = sql`not exists (select 1 from ${memberSettings} where ${memberSettings.memberId} = ${memberId}
    and (${memberSettings.messages} ->> ${inboxMessages.category}) = 'false')`;
  return and(
    eq(inboxMessages.merchantCode, merchantCode),
    or(
      eq(inboxMessages.memberId, memberId),
      and(
        isNull(inboxMessages.memberId),
        gte(inboxMessages.createdAt, joined),
        not(sentDuringSelfExclusion(memberId, inboxMessages.createdAt)),
      ),
    ),
    muted,
  ) as SQL;
}

export function createInboxRepository(db: Db) {
  const readJoin = (memberId: number) =>
    and(eq(inboxReads.messageId, inboxMessages.id), eq(inboxReads.memberId, memberId));
  const columns = (contentChars?: number) => ({
    id: inboxMessages.id,
    title: inboxMessages.title,
    content: contentChars ? sql<string>`left(${inboxMessages.content}, ${contentChars})` : inboxMessages.content,
    translations: inboxMessages.translations,
    createdAt: inboxMessages.createdAt,
    broadcast: sql<boolean>`${inboxMessages.memberId} is null`,
    read: sql<boolean>`${inboxReads.memberId} is not null`,
  });
  return {
    /** Newest first, with the member's read flags. */
    async page(merchantCode: string, memberId: number, offset: number, limit: number): Promise<InboxRow[]> {
      return db
        .select(columns(PREVIEW_SOURCE_CHARS))
        .from(inboxMessages)
        .leftJoin(inboxReads, readJoin(memberId))
        .where(visibleTo(merchantCode, memberId))
        .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
        .limit(limit)
        .offset(offset);
    },

    async counts(merchantCode: string, memberId: number): Promise<{ total: number; unread: number }> {
      const [row] = await db
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${inboxReads.memberId} is null)` })
        .from(inboxMessages)
        .leftJoin(inboxReads, readJoin(memberId))
        .where(visibleTo(merchantCode, memberId));
      return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
    },

    async unread(merchantCode: string, memberId: number): Promise<number> {
      return (await this.counts(merchantCode, memberId)).unread;
    },

    /** One message the member may see, marked read (once: the first reading's time is kept). */
    async open(merchantCode: string, memberId: number, id: number): Promise<InboxRow | undefined> {
      const [row] = await db
        .select(columns())
        .from(inboxMessages)
        .leftJoin(inboxReads, readJoin(memberId))
        .where(and(eq(inboxMessages.id, id), visibleTo(merchantCode, memberId)));
      if (!row) return undefined;
      if (!row.read) await db.insert(inboxReads).values({ memberId, messageId: id }).onConflictDoNothing();
      return { ...row, read: true };
    },

    /** The messages the merchant's operators sent, a page of them and how many match. */
    async sent(merchantCode: string, query: AdminInboxQuery, offset: number) {
      const where = sentFilter(merchantCode, query);
      const direction = query.order === 'asc' ? asc : desc;
      const column = query.sort === 'title' ? inboxMessages.title : inboxMessages.createdAt;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: inboxMessages.id,
            username: members.username,
            title: inboxMessages.title,
            category: inboxMessages.category,
            translations: inboxMessages.translations,
            createdAt: inboxMessages.createdAt,
          })
          .from(inboxMessages)
          .leftJoin(members, eq(members.id, inboxMessages.memberId))
          .where(where)
          .orderBy(direction(column), desc(inboxMessages.id))
          .limit(query.pageSize)
          .offset(offset),
        db
          .select({ n: count() })
          .from(inboxMessages)
          .leftJoin(members, eq(members.id, inboxMessages.memberId))
          .where(where),
      ]);
      return { rows: rows as SentRow[], totalCount: Number(total?.n ?? 0) };
    },

    /** A real member of the merchant by username (case-insensitive). */
    async memberId(merchantCode: string, usernameKey: string): Promise<{ id: number; username: string } | undefined> {
      const [row] = await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(
          and(eq(members.merchantCode, merchantCode), eq(members.usernameKey, usernameKey), eq(members.trial, false)),
        );
      return row;
    },

    /** Store a message (to one member, or to all when memberId is null). */
    async insert(
      { tx, merchantCode }: WriteScope,
      message: {
        memberId: number | null;
        title: string;
        content: string;
        translations: InboxTranslations;
        category: MessageCategory;
      },
    ) {
      const row = { ...message, merchantCode };
      return insertedRow(
        await tx
          .insert(inboxMessages)
          .values(row)
          .returning({ id: inboxMessages.id, createdAt: inboxMessages.createdAt }),
        'inbox',
      );
    },
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;
