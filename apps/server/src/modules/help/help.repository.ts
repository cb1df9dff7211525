import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/query';
import { helpItems } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

export type HelpRow = typeof helpItems.$inferSelect;
export type HelpInsert = Omit<typeof helpItems.$inferInsert, 'id' | 'merchantCode'>;
export type HelpChanges = Partial<Pick<HelpRow, 'tag' | 'title' | 'content' | 'sort'>>;

const order = [asc(helpItems.sort), asc(helpItems.id)] as const;
const ofMerchant = (merchantCode: string, id: number) =>
  and(eq(helpItems.merchantCode, merchantCode), eq(helpItems.id, id));

/** Help items: the navigation's reads and the operator's writes. */
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
     * language: undefined otherwise, and nothing is written.
     */
    async insert({ tx, merchantCode }: WriteScope, values: HelpInsert): Promise<HelpRow | undefined> {
      if (values.parentId != null) {
        const [parent] = await tx.select().from(helpItems).where(ofMerchant(merchantCode, values.parentId));
        if (!parent || parent.parentId !== null || parent.language !== values.language) return undefined;
      }
      const row = { ...values, merchantCode };
      return insertedRow(await tx.insert(helpItems).values(row).returning(), 'help item');
    },
    async update({ tx, merchantCode }: WriteScope, id: number, changes: HelpChanges): Promise<HelpRow | undefined> {
      const [row] = await tx.update(helpItems).set(changes).where(ofMerchant(merchantCode, id)).returning();
      return row;
    },
    /** Remove an item and its sub-sections; the ids removed (empty when it was not there). */
    async remove({ tx, merchantCode }: WriteScope, id: number): Promise<number[]> {
      const rows = await tx
        .delete(helpItems)
        .where(and(eq(helpItems.merchantCode, merchantCode), or(eq(helpItems.id, id), eq(helpItems.parentId, id))))
        .returning({ id: helpItems.id });
      return rows.map((row) => row.id);
    },
  };
}
export type HelpRepository = ReturnType<typeof createHelpRepository>;
