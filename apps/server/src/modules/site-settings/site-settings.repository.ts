import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, type MerchantSettings } from '../../db/schema/index';
import type { Actor } from '../audit/audit.repository';
import { auditedWrite } from '../audit/audited-write';

export function createSiteSettingsRepository(db: Db) {
  return {
    /** The merchant's settings as stored now (not the cached copy requests are served from). */
    async read(merchantCode: string): Promise<MerchantSettings | undefined> {
      const [row] = await db
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.code, merchantCode));
      return row?.settings;
    },

    /**
     * Replace some top-level keys of the settings in one statement (`settings || patch`), so two operators
     * changing different sections at once both keep their change; with the audit entry and the content
     * version bump in the same transaction.
     */
    async replaceKeys(actor: Actor, section: string, patch: Partial<MerchantSettings>): Promise<MerchantSettings> {
      return auditedWrite(
        db,
        actor,
        async (tx) => {
          const [row] = await tx
            .update(merchants)
            .set({ settings: sql`${merchants.settings} || ${JSON.stringify(patch)}::jsonb` })
            .where(eq(merchants.code, actor.merchantCode))
            .returning({ settings: merchants.settings });
          if (!row) throw new Error(`merchant ${actor.merchantCode} is missing`);
          return row.settings;
        },
        () => ({
          action: `site.${section}.update`,
          targetType: 'site',
          targetId: actor.merchantCode,
          detail: patch as Record<string, unknown>,
        }),
      );
    },
  };
}
export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
