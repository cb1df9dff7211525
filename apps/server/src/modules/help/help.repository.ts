import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpItems } from '../../db/schema/index';
import type { Actor } from '../audit/audit.repository';
import { auditedWrite } from '../audit/audited-write';

export type HelpRow = typeof helpItems.$inferSelect;
export type HelpInsert = Omit<typeof helpItems.$inferInsert, 'id' | 'merchantCode'>;
export type HelpChanges = Partial<Pick<HelpRow, 'tag' | 'title' | 'content' | 'sort'>>;

const order = [asc(helpItems.sort), asc(helpItems.id)] as const;
const ofMerchant = (merchantCode: string, id: number) =>
  and(eq(helpItems.merchantCode, merchantCode), eq(helpItems.id, id));

/** Help items. Every operator write lands with its audit row and a content-version bump, in one transaction. */
export function createHelpRepository(db: Db) {
  return {
    /** Every item of one language (sections and sub-sections), in display order. */
    byLanguage(merchantCode: string, language: string) {
      return db
        .select()
        .from(helpItems)
        .where(and(eq(helpItems.merchantCode, merchantCode), eq(helpItems.language, language)))
        .orderBy(...order);
    },
    /** The operator's list: one language or all of them. */
    list(merchantCode: string, language?: string) {
      return db
        .select()
        .from(helpItems)
        .where(and(eq(helpItems.merchantCode, merchantCode), language ? eq(helpItems.language, language) : undefined))
        .orderBy(asc(helpItems.language), ...order);
    },
    /**
     * A new item. A sub-section's parent must be a section (not a sub-section) of the same merchant and
     * language: 'parent.invalid' otherwise, and nothing is written.
     */
    async create(actor: Actor, values: HelpInsert): Promise<HelpRow | 'parent.invalid'> {
      return auditedWrite(
        db,
        actor,
        async (tx): Promise<HelpRow | 'parent.invalid'> => {
          if (values.parentId != null) {
            const [parent] = await tx.select().from(helpItems).where(ofMerchant(actor.merchantCode, values.parentId));
            if (!parent || parent.parentId !== null || parent.language !== values.language) return 'parent.invalid';
          }
          const [row] = await tx
            .insert(helpItems)
            .values({ ...values, merchantCode: actor.merchantCode })
            .returning();
          if (!row) throw new Error('help item insert returned nothing');
          return row;
        },
        (row) =>
          row === 'parent.invalid'
            ? undefined
            : {
                action: 'help.create',
                targetType: 'help',
                targetId: row.id,
                detail: { language: row.language, parentId: row.parentId, tag: row.tag, title: row.title },
              },
      );
    },
    async update(actor: Actor, id: number, changes: HelpChanges): Promise<HelpRow | undefined> {
      return auditedWrite(
        db,
        actor,
        async (tx) =>
          (await tx.update(helpItems).set(changes).where(ofMerchant(actor.merchantCode, id)).returning())[0],
        (row) =>
          row && { action: 'help.update', targetType: 'help', targetId: id, detail: { fields: Object.keys(changes) } },
      );
    },
    /** Remove an item and its sub-sections; the ids removed (empty when it was not there). */
    async remove(actor: Actor, id: number): Promise<number[]> {
      return auditedWrite(
        db,
        actor,
        async (tx) => {
          const rows = await tx
            .delete(helpItems)
            .where(
              and(eq(helpItems.merchantCode, actor.merchantCode), or(eq(helpItems.id, id), eq(helpItems.parentId, id))),
            )
            .returning({ id: helpItems.id });
          return rows.map((row) => row.id);
        },
        (removed) =>
          removed.length === 0
            ? undefined
            : { action: 'help.delete', targetType: 'help', targetId: id, detail: { removed } },
      );
    },
  };
}
export type HelpRepository = ReturnType<typeof createHelpRepository>;
