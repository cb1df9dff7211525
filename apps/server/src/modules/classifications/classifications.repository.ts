import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classifications } from '../../db/schema/index';

export function createClassificationsRepository(db: Db) {
  return {
    /** Classifications of a game type; with vendors, only those some of these vendors have. */
    list(merchantCode: string, gameType: string, vendors: readonly string[]) {
      const conditions: SQL[] = [
        eq(classifications.merchantCode, merchantCode),
        eq(classifications.gameType, gameType),
      ];
      if (vendors.length > 0) {
        conditions.push(
          sql`${classifications.vendors} && array[${sql.join(
            vendors.map((v) => sql`${v}`),
            sql`, `,
          )}]::text[]`,
        );
      }
      return db
        .select({
          key: classifications.key,
          displayName: classifications.displayName,
          vendors: classifications.vendors,
        })
        .from(classifications)
        .where(and(...conditions))
        .orderBy(asc(classifications.sort));
    },
  };
}
export type ClassificationsRepository = ReturnType<typeof createClassificationsRepository>;
