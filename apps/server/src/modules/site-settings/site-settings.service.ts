import type { CashierSettingsInput } from '@lobby/contract/admin/cashier-settings';
import type { FeedbackSettings } from '@lobby/contract/admin/feedback';
import type { AdminRgGroupRequest } from '@lobby/contract/admin/responsible-gaming';
import type {
  SiteAuthSettings,
  SiteCustomerServiceSettings,
  SiteFlagsSettings,
  SiteMaintenanceSettings,
  SiteRegionSettings,
  SiteResourcesSettings,
  SiteSignInSettings,
} from '@lobby/contract/admin/site-settings';
import type { MerchantAuthSettings, MerchantSettings } from '../site/site.repository';
import { ApiError } from '../../lib/envelope';
import type { Actor } from '../audit/audit.repository';
import type { AuditedWrites } from '../audit/audited-write';
import type { SiteSettingsRepository } from './site-settings.repository';
import { authPatch, authView } from './auth-section';
import { cashierPatch, cashierView } from './cashier-section';
import { signInPatch, signInView } from './sign-in-section';
import { feedbackSettings } from '../feedback/feedback-settings';

/** Each section the operator API reads and replaces: how it is cut from the settings and written back. */
const SECTIONS = {
  flags: {
    view: (s: MerchantSettings) => ({
      flags: { ...s.flags },
      modules: { ...s.modules },
      templates: { mem_cen: s.templates?.mem_cen ?? '0', dep_func: s.templates?.dep_func ?? '0' },
      webClip: s.webClip ?? false,
    }),
    patch: (v: SiteFlagsSettings): Partial<MerchantSettings> => ({
      flags: dropUndefined(v.flags),
      modules: dropUndefined(v.modules),
      templates: v.templates,
      webClip: v.webClip,
    }),
  },
  resources: {
    view: (s: MerchantSettings) => ({ resources: s.resources ?? [] }),
    patch: (v: SiteResourcesSettings): Partial<MerchantSettings> => ({ resources: v.resources }),
  },
  customerService: {
    view: (s: MerchantSettings) => ({
      customerService: s.customerService ?? [],
      social: { ...s.social },
      chat: s.chat ?? null,
    }),
    patch: (v: SiteCustomerServiceSettings): Partial<MerchantSettings> => ({
      customerService: v.customerService,
      social: dropUndefined(v.social),
      chat: v.chat,
    }),
  },
  maintenance: {
    view: (s: MerchantSettings) => s.maintenance ?? { active: false, windows: [], message: {} },
    patch: (v: SiteMaintenanceSettings): Partial<MerchantSettings> => ({
      maintenance: { active: v.active, windows: v.windows, message: dropUndefined(v.message) },
    }),
  },
  region: {
    view: (s: MerchantSettings) => s.region ?? { blockedCountries: [], allowedIps: [] },
    patch: (v: SiteRegionSettings): Partial<MerchantSettings> => ({ region: v }),
  },
  auth: {
    view: authView,
    /** Computed from the settings as they are: the method flags sit among the others. */
    patch: (v: SiteAuthSettings, current: MerchantSettings): Partial<MerchantSettings> => authPatch(v, current),
  },
  cashier: {
    view: cashierView,
    /** The daily cap is read in the site's currency. */
    patch: (v: CashierSettingsInput, current: MerchantSettings): Partial<MerchantSettings> => cashierPatch(v, current),
  },
  /** The two social-login flags sit among the others; the issuers' addresses stay the server's. */
  signIn: {
    view: signInView,
    patch: (v: SiteSignInSettings, current: MerchantSettings): Partial<MerchantSettings> => signInPatch(v, current),
  },
  feedback: {
    view: feedbackSettings,
    patch: (v: FeedbackSettings): Partial<MerchantSettings> => ({ feedback: v }),
  },
  /** The merchant group sharing self-exclusions (its routes are responsible gaming's). */
  responsibleGaming: {
    view: (s: MerchantSettings) => ({ group: s.responsibleGaming?.group ?? null }),
    patch: (v: AdminRgGroupRequest): Partial<MerchantSettings> => ({ responsibleGaming: { group: v.group } }),
  },
} as const;

export type SiteSection = keyof typeof SECTIONS;
type ViewOf<K extends SiteSection> = ReturnType<(typeof SECTIONS)[K]['view']>;
type InputOf<K extends SiteSection> = Parameters<(typeof SECTIONS)[K]['patch']>[0];

function dropUndefined<V>(record: Partial<Record<string, V>>): Record<string, V> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<string, V>;
}

export function createSiteSettingsService(
  repository: SiteSettingsRepository,
  audited: AuditedWrites,
  onChange: () => void,
) {
  return {
    async read<K extends SiteSection>(merchantCode: string, section: K): Promise<ViewOf<K>> {
      const settings = await repository.read(merchantCode);
      if (!settings) throw new ApiError('resource.not.found');
      return SECTIONS[section].view(settings) as ViewOf<K>;
    },

    /**
     * Replace one section, with its audit entry (the section before and after) and the content version
     * move; this server's site cache is dropped at once, others follow the content version.
     */
    async replace<K extends SiteSection>(actor: Actor, section: K, input: InputOf<K>): Promise<ViewOf<K>> {
      const { view, patch } = SECTIONS[section] as unknown as {
        view: (s: MerchantSettings) => ViewOf<K>;
        patch: (value: InputOf<K>, current: MerchantSettings) => Partial<MerchantSettings>;
      };
      const change = await audited.write(
        actor,
        async (scope) => {
          const current = await repository.lockAndRead(scope);
          return { before: view(current), after: view(await repository.replaceKeys(scope, patch(input, current))) };
        },
        (detail) => ({ action: `site.${section}.update`, targetType: 'site', targetId: actor.merchantCode, detail }),
      );
      onChange();
      return change.after;
    },

    /**
     * Outside production only (browser tests against a stand-in issuer): not an operator write. Pointing
     * at the stand-in switches Google and Facebook on too.
     */
    async setSocialIssuers(merchantCode: string, social: MerchantAuthSettings['social']): Promise<void> {
      await repository.setSocialIssuers(merchantCode, social);
      onChange();
    },
  };
}
export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
