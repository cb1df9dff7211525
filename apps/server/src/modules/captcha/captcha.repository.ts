import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema/index';

export function createCaptchaRepository(db: Db) {
  return {
    async insert(row: typeof captchas.$inferInsert): Promise<void> {
      await db.insert(captchas).values(row);
    },
    /** Take a live captcha out (single use): its answer hash, or nothing. */
    async take(merchantCode: string, key: string): Promise<string | undefined> {
      const [row] = await db
        .delete(captchas)
        .where(and(eq(captchas.key, key), eq(captchas.merchantCode, merchantCode), gt(captchas.expiresAt, new Date())))
        .returning({ answerHash: captchas.answerHash });
      return row?.answerHash;
    },
    async deleteExpired(): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
