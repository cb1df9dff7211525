import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, type MerchantAuthSettings, type MerchantSettings } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

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
     * The settings inside a write, the merchant's row locked until it commits: a section computed from
     * them (and the audit's before) cannot be overtaken by another operator's write.
     */
    async lockAndRead({ tx, merchantCode }: WriteScope): Promise<MerchantSettings> {
      const [row] = await tx
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.code, merchantCode))
        .for('update');
      if (!row) throw new Error(`merchant ${merchantCode} is missing`);
      return row.settings;
    },

    /**
     * Replace some top-level keys of the settings in one statement (`settings || patch`), so two operators
     * changing different sections at once both keep their change.
     */
    async replaceKeys({ tx, merchantCode }: WriteScope, patch: Partial<MerchantSettings>): Promise<MerchantSettings> {
      const [row] = await tx
        .update(merchants)
        .set({ settings: sql`${merchants.settings} || ${JSON.stringify(patch)}::jsonb` })
        .where(eq(merchants.code, merchantCode))
        .returning({ settings: merchants.settings });
      if (!row) throw new Error(`merchant ${merchantCode} is missing`);
      return row.settings;
    },

    /**
     * Outside production only (browser tests): point the social sign-in issuers somewhere else; with
     * Google and Facebook set, their flags are switched on too (an operator may have switched them off).
     */
    async setSocialIssuers(merchantCode: string, social: MerchantAuthSettings['social']): Promise<void> {
      const auth = sql`coalesce(${merchants.settings} -> 'auth', '{}'::jsonb) || jsonb_build_object('social', ${JSON.stringify(social)}::jsonb)`;
      const on = {
        ...(social.google ? { [WHITE_LABEL_FLAGS.googleLogin]: true } : {}),
        ...(social.facebook ? { [WHITE_LABEL_FLAGS.facebookLogin]: true } : {}),
      };
      const flags = sql`coalesce(${merchants.settings} -> 'flags', '{}'::jsonb) || ${JSON.stringify(on)}::jsonb`;
      await db
        .update(merchants)
        .set({ settings: sql`${merchants.settings} || jsonb_build_object('auth', ${auth}, 'flags', ${flags})` })
        .where(eq(merchants.code, merchantCode));
    },
  };
}
export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
