import type { LedgerKind } from '@lobby/contract/wallet';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, memberNotes, operators, promotions, rewardApplications, rounds } from '../../db/schema/index';
import type { Tx } from '../../db/transaction';
import { applyChangeInTransaction } from '../wallet/wallet.repository';

export interface Slice {
  offset: number;
  limit: number;
}

const total = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/** A member's money, rounds, reward applications and notes, newest first (the member is already checked). */
export function createMemberRecordsRepository(db: Db) {
  const ledgerWhere = (memberId: number, kind?: LedgerKind) =>
    and(eq(ledgerEntries.memberId, memberId), kind ? eq(ledgerEntries.kind, kind) : undefined);
  return {
    async ledger(memberId: number, kind: LedgerKind | undefined, { offset, limit }: Slice) {
      const where = ledgerWhere(memberId, kind);
      const [counted, rows] = await Promise.all([
        db.select({ n: count() }).from(ledgerEntries).where(where),
        db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.id)).limit(limit).offset(offset),
      ]);
      return { totalCount: total(counted), rows };
    },

    async rounds(memberId: number, { offset, limit }: Slice) {
      const where = eq(rounds.memberId, memberId);
      const [counted, rows] = await Promise.all([
        db.select({ n: count() }).from(rounds).where(where),
        db.select().from(rounds).where(where).orderBy(desc(rounds.id)).limit(limit).offset(offset),
      ]);
      return { totalCount: total(counted), rows };
    },

    async rewards(memberId: number, { offset, limit }: Slice) {
      const where = eq(rewardApplications.memberId, memberId);
      const [counted, rows] = await Promise.all([
        db.select({ n: count() }).from(rewardApplications).where(where),
        db
          .select({
            id: rewardApplications.id,
            promotionTitle: promotions.title,
            status: rewardApplications.status,
            rewardMinor: rewardApplications.rewardMinor,
            createdAt: rewardApplications.createdAt,
            reviewedAt: rewardApplications.reviewedAt,
          })
          .from(rewardApplications)
          .innerJoin(promotions, eq(promotions.id, rewardApplications.promotionId))
          .where(where)
          .orderBy(desc(rewardApplications.id))
          .limit(limit)
          .offset(offset),
      ]);
      return { totalCount: total(counted), rows };
    },

    async notes(memberId: number, { offset, limit }: Slice) {
      const where = eq(memberNotes.memberId, memberId);
      const [counted, rows] = await Promise.all([
        db.select({ n: count() }).from(memberNotes).where(where),
        db
          .select({
            id: memberNotes.id,
            text: memberNotes.text,
            authorId: memberNotes.operatorId,
            authorName: operators.username,
            createdAt: memberNotes.createdAt,
          })
          .from(memberNotes)
          .leftJoin(operators, eq(operators.id, memberNotes.operatorId))
          .where(where)
          .orderBy(desc(memberNotes.id))
          .limit(limit)
          .offset(offset),
      ]);
      return { totalCount: total(counted), rows };
    },

    async addNote(tx: Tx, note: typeof memberNotes.$inferInsert) {
      const [row] = await tx.insert(memberNotes).values(note).returning();
      if (!row) throw new Error('note insert returned nothing');
      return row;
    },

    /** The adjustment already made under this reference, if any. */
    async adjustment(tx: Tx, memberId: number, reference: string) {
      const [row] = await tx
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.memberId, memberId),
            eq(ledgerEntries.kind, 'adjustment'),
            eq(ledgerEntries.reference, reference),
          ),
        );
      return row;
    },

    /** Move the balance by one ledger row in the caller's transaction (throws InsufficientBalance). */
    adjust(tx: Tx, merchantCode: string, memberId: number, amountMinor: number, reference: string) {
      return applyChangeInTransaction(tx, { merchantCode, memberId, kind: 'adjustment', amountMinor, reference });
    },
  };
}
export type MemberRecordsRepository = ReturnType<typeof createMemberRecordsRepository>;
