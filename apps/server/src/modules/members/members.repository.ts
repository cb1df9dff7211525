import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/index';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type { MemberProfile } from '../../db/schema/index';

/** Usernames are unique per merchant regardless of case. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export function createMembersRepository(db: Db) {
  const first = async (where: ReturnType<typeof and>) => (await db.select().from(members).where(where).limit(1))[0];
  return {
    findById: (merchantCode: string, id: number) =>
      first(and(eq(members.merchantCode, merchantCode), eq(members.id, id))),
    findByUsername: (merchantCode: string, username: string) =>
      first(and(eq(members.merchantCode, merchantCode), eq(members.usernameKey, usernameKey(username)))),
    findByMobile: (merchantCode: string, countryDialingCode: string, mobileNum: string) =>
      first(
        and(
          eq(members.merchantCode, merchantCode),
          eq(members.countryDialingCode, countryDialingCode),
          eq(members.mobileNum, mobileNum),
        ),
      ),
    findByInvitationCode: (merchantCode: string, code: string) =>
      first(and(eq(members.merchantCode, merchantCode), eq(members.invitationCode, code.trim().toUpperCase()))),
    findBySocialSubject: (merchantCode: string, subject: string) =>
      first(and(eq(members.merchantCode, merchantCode), arrayContains(members.socialSubjects, [subject]))),

    /** Insert a member; undefined when the username or mobile number is already taken. */
    async insert(row: NewMember): Promise<MemberRow | undefined> {
      const [created] = await db.insert(members).values(row).onConflictDoNothing().returning();
      return created;
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash, passwordChangedAt: sql`now()` })
        .where(eq(members.id, id));
    },

    async touchLogin(id: number): Promise<void> {
      await db
        .update(members)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(members.id, id));
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
