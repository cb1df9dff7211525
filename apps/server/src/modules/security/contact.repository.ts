import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/index';
import { recordAudit, type Actor, type AuditEntry } from '../audit/audit.repository';

/** A member's mobile number and e-mail address, and whether each was proven with a code. */
export interface Contact {
  merchantCode: string;
  countryDialingCode: string;
  mobileNum: string;
  mobileVerified: boolean;
  email: string;
  emailVerified: boolean;
}

/** Postgres (and PGlite) report a unique index refusing a row as 23505, possibly wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

/** Binding a verified mobile number or e-mail address to a member, with its audit row. */
export function createContactRepository(db: Db) {
  /** Set the member's fields and write the audit row together; false when a unique index refused them. */
  async function bind(memberId: number, set: Partial<typeof members.$inferInsert>, actor: Actor, entry: AuditEntry) {
    try {
      await db.transaction(async (tx) => {
        await tx.update(members).set(set).where(eq(members.id, memberId));
        await recordAudit(tx, actor, entry);
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  return {
    async contactOf(memberId: number): Promise<Contact | undefined> {
      const [row] = await db
        .select({
          merchantCode: members.merchantCode,
          countryDialingCode: members.countryDialingCode,
          mobileNum: members.mobileNum,
          mobileVerified: sql<boolean>`${members.mobileVerifiedAt} is not null`,
          email: members.email,
          emailVerified: sql<boolean>`${members.emailVerifiedAt} is not null`,
        })
        .from(members)
        .where(eq(members.id, memberId));
      return row;
    },

    /** Whether another member of the merchant holds this number (verified or not: numbers are unique). */
    async mobileHeldByOther(merchantCode: string, memberId: number, dialing: string, mobile: string) {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            eq(members.countryDialingCode, dialing),
            eq(members.mobileNum, mobile),
            ne(members.id, memberId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Whether another member of the merchant has verified this address (an unverified one proves nothing). */
    async emailVerifiedByOther(merchantCode: string, memberId: number, email: string) {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            sql`lower(${members.email}) = ${email}`,
            sql`${members.emailVerifiedAt} is not null`,
            ne(members.id, memberId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    bindMobile: (memberId: number, dialing: string, mobile: string, actor: Actor, entry: AuditEntry) =>
      bind(memberId, { countryDialingCode: dialing, mobileNum: mobile, mobileVerifiedAt: new Date() }, actor, entry),

    bindEmail: (memberId: number, email: string, actor: Actor, entry: AuditEntry) =>
      bind(memberId, { email, emailVerifiedAt: new Date() }, actor, entry),
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
