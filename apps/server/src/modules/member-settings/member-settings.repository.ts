import type { MemberSettingsInput } from '@lobby/contract/member-settings';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberPictures, memberSettings } from '../../db/schema/index';

export interface StoredProfilePicture {
  storageKey: string;
  contentType: string;
  updatedAt: Date;
}

/** A member's settings row and profile picture; members are only ever reached by their own id. */
export function createMemberSettingsRepository(db: Db) {
  return {
    async settings(memberId: number) {
      const [row] = await db
        .select({
          language: memberSettings.language,
          hideBalance: memberSettings.hideBalance,
          gameSound: memberSettings.gameSound,
          messages: memberSettings.messages,
        })
        .from(memberSettings)
        .where(eq(memberSettings.memberId, memberId));
      return row;
    },

    async save(memberId: number, input: MemberSettingsInput): Promise<void> {
      const values = { ...input, updatedAt: sql`now()` };
      await db
        .insert(memberSettings)
        .values({ memberId, ...values })
        .onConflictDoUpdate({ target: memberSettings.memberId, set: values });
    },

    async picture(memberId: number): Promise<StoredProfilePicture | undefined> {
      const [row] = await db
        .select({
          storageKey: memberPictures.storageKey,
          contentType: memberPictures.contentType,
          updatedAt: memberPictures.updatedAt,
        })
        .from(memberPictures)
        .where(eq(memberPictures.memberId, memberId));
      return row;
    },

    /** Put the new picture in place; the key it replaced (to remove from storage), if any. */
    async setPicture(memberId: number, storageKey: string, contentType: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select({ storageKey: memberPictures.storageKey })
          .from(memberPictures)
          .where(eq(memberPictures.memberId, memberId))
          .for('update');
        const values = { storageKey, contentType, updatedAt: sql`now()` };
        await tx
          .insert(memberPictures)
          .values({ memberId, ...values })
          .onConflictDoUpdate({ target: memberPictures.memberId, set: values });
        return old?.storageKey;
      });
    },

    /** Remove the picture's row; the key it had, if any. */
    async removePicture(memberId: number): Promise<string | undefined> {
      const [old] = await db
        .delete(memberPictures)
        .where(eq(memberPictures.memberId, memberId))
        .returning({ storageKey: memberPictures.storageKey });
      return old?.storageKey;
    },
  };
}
export type MemberSettingsRepository = ReturnType<typeof createMemberSettingsRepository>;
