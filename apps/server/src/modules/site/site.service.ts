import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lobby/contract/core';
import type { Site } from '@lobby/contract/site';
import { TtlCache } from '../../lib/ttl-cache';
import { publicAuthSettings } from './auth-settings';
import { MerchantDirectory, type Merchant } from './merchant-directory';
import type { SiteRepository } from './site.repository';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The currency of a merchant that names none. */
export const DEFAULT_CURRENCY = 'IDR';

/** The public face of a merchant (no domains, no internal settings). */
export function toSite(merchant: Merchant): Site {
  const languages = merchant.settings.languages.filter(isLanguage);
  const preferred = merchant.settings.defaultLanguage;
  return {
    merchantCode: merchant.code,
    name: merchant.name,
    logoUrl: merchant.settings.logoUrl,
    defaultLanguage: isLanguage(preferred) ? preferred : (languages[0] ?? DEFAULT_LANGUAGE),
    languages: languages.length > 0 ? languages : [DEFAULT_LANGUAGE],
    flags: { ...merchant.settings.flags },
    auth: publicAuthSettings(merchant),
    wallet: { currency: merchant.settings.currency ?? DEFAULT_CURRENCY },
    ...publicServices(merchant.settings),
  };
}

/** Links, service entries and switches the operator configures, as the screens read them. */
function publicServices(settings: Merchant['settings']) {
  return {
    resources: (settings.resources ?? []).filter((resource) => resource.url !== ''),
    customerService: (settings.customerService ?? []).map(({ title, csType, url }) => ({ title, csType, path: url })),
    social: Object.fromEntries(Object.entries(settings.social ?? {}).filter(([, url]) => url)),
    templates: { mem_cen: settings.templates?.mem_cen ?? '0', dep_func: settings.templates?.dep_func ?? '0' },
    modules: { ...settings.modules },
    webClip: settings.webClip ?? false,
  };
}

export function createSiteService(repository: SiteRepository, ttlMs: number) {
  const directory = new TtlCache<MerchantDirectory>(Math.max(ttlMs, 1000), { maxEntries: 1, staleMs: 10 * 60_000 });
  const load = () => directory.get('all', async () => new MerchantDirectory(await repository.listMerchants()));
  return {
    clear: () => directory.clear(),
    /** Resolve the merchant of a request from its host and optional Merchant header. */
    async resolveMerchant(host: string | undefined, requested: string | undefined): Promise<Merchant> {
      return (await load()).resolve(host, requested);
    },
    /** Whether a host is one of the merchant's own domains (links in mails point only there). */
    async claimsHost(host: string, merchantCode: string): Promise<boolean> {
      return (await load()).claims(host, merchantCode);
    },
    /**
     * The origin links back to the merchant's site are built on (gateway return and callback addresses): the
     * request's own when its host is one of the merchant's domains, else the merchant's first domain over
     * https; never a Host header the merchant does not list. Undefined for a merchant without domains.
     */
    async originFor(merchantCode: string, request: { host: string; protocol: string }): Promise<string | undefined> {
      const directory = await load();
      if (directory.claims(request.host, merchantCode)) return `${request.protocol}://${request.host}`;
      const [main] = directory.domainsOf(merchantCode);
      return main ? `https://${main}` : undefined;
    },
    /** A merchant by its code, from the same cached directory. */
    async merchant(code: string): Promise<Merchant | undefined> {
      return (await load()).get(code);
    },
    site: toSite,
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
