import { and, desc, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { encryptionKeys } from '../../db/schema/index';

export type EncryptionKeyRow = typeof encryptionKeys.$inferSelect;

export function createEncryptionKeysRepository(db: Db) {
  return {
    /** Keys that still decrypt, newest first. */
    async listActive(): Promise<EncryptionKeyRow[]> {
      return db
        .select()
        .from(encryptionKeys)
        .where(isNull(encryptionKeys.retiredAt))
        .orderBy(desc(encryptionKeys.createdAt));
    },
    /** Stop every key but one from decrypting; returns how many were retired. */
    async retireAllBut(kid: string): Promise<number> {
      const rows = await db
        .update(encryptionKeys)
        .set({ retiredAt: sql`now()` })
        .where(and(isNull(encryptionKeys.retiredAt), ne(encryptionKeys.kid, kid)))
        .returning({ kid: encryptionKeys.kid });
      return rows.length;
    },
    /** Insert a key unless one with this id exists (two instances starting at once). */
    async insert(row: typeof encryptionKeys.$inferInsert): Promise<void> {
      await db.insert(encryptionKeys).values(row).onConflictDoNothing();
    },
  };
}
export type EncryptionKeysRepository = ReturnType<typeof createEncryptionKeysRepository>;
