import type { Language } from '@lobby/contract/core';
import { SYSTEM_STATUS, type SiteStatus, type SystemStatus } from '@lobby/contract/site-status';
import type { GeoLookup } from '../../lib/geo/geo';
import type { Merchant } from '../site/merchant-directory';
import { maintenanceAt, regionRestricted, statusRules, systemStatus } from './status-rules';

export interface SiteStatusDeps {
  geo: GeoLookup;
  now?: () => number;
}

export function createSiteStatusService({ geo, now = Date.now }: SiteStatusDeps) {
  return {
    /**
     * The gate's question, on every API request: settings are parsed once per merchant and the country
     * is looked up (in memory) only when the site blocks some country and is not in maintenance.
     */
    blocking(merchant: Merchant, ip: string): SystemStatus {
      const rules = statusRules(merchant.settings);
      if (maintenanceAt(rules, now()).active) return SYSTEM_STATUS.maintenance;
      if (rules.blocked.size === 0) return SYSTEM_STATUS.normal;
      return regionRestricted(rules, ip, geo.countryOf(ip)) ? SYSTEM_STATUS.regionRestricted : SYSTEM_STATUS.normal;
    },

    /** What the status call answers: both conditions, the address and the message in the asked language. */
    status(merchant: Merchant, ip: string, language?: Language): SiteStatus {
      const rules = statusRules(merchant.settings);
      const maintenance = maintenanceAt(rules, now());
      const country = geo.countryOf(ip);
      const restricted = regionRestricted(rules, ip, country);
      const messages = rules.messages;
      const message =
        (language && messages[language]) || messages[merchant.settings.defaultLanguage] || Object.values(messages)[0];
      return {
        status: systemStatus(maintenance.active, restricted),
        ip,
        country,
        maintenance: {
          active: maintenance.active,
          endsAt: maintenance.endsAt === null ? null : new Date(maintenance.endsAt).toISOString(),
          message: message ?? '',
        },
        regionRestriction: restricted,
      };
    },
  };
}
export type SiteStatusService = ReturnType<typeof createSiteStatusService>;
