import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema/index';

export type MerchantRecord = typeof merchants.$inferSelect;
/** The shapes of a merchant's JSON settings, for the code that reads them. */
export type {
  FirebaseSettings,
  IdentityIssuer,
  MerchantAuthSettings,
  MerchantSettings,
  RegisterRuleSetting,
} from '../../db/schema/index';

export function createSiteRepository(db: Db) {
  return {
    listMerchants(): Promise<MerchantRecord[]> {
      return db.select().from(merchants).orderBy(asc(merchants.code));
    },
  };
}
export type SiteRepository = ReturnType<typeof createSiteRepository>;
