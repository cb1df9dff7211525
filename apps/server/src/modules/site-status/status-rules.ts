import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { SYSTEM_STATUS, type SystemStatus } from '@lobby/contract/site-status';
import type { MerchantSettings } from '../site/site.repository';
import { plainAddress } from '../../lib/geo/geo';

/** A merchant's maintenance and region settings, parsed once for the per-request checks. */
export interface StatusRules {
  manual: boolean;
  windows: readonly { start: number; end: number }[];
  blocked: ReadonlySet<string>;
  allowed: BlockList;
  messages: Readonly<Record<string, string>>;
}

// Keyed by the settings object: the merchant directory makes new objects when settings change, so an
// entry is never stale and is collected with the directory it came from.
const compiled = new WeakMap<MerchantSettings, StatusRules>();

function addressType(ip: string): 'ipv4' | 'ipv6' | null {
  if (isIPv4(ip)) return 'ipv4';
  return isIPv6(ip) ? 'ipv6' : null;
}

function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = addressType(address);
    if (!type) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

export function statusRules(settings: MerchantSettings): StatusRules {
  let rules = compiled.get(settings);
  if (!rules) {
    rules = {
      manual: settings.maintenance?.active === true,
      windows: (settings.maintenance?.windows ?? [])
        .map((window) => ({ start: Date.parse(window.startsAt), end: Date.parse(window.endsAt) }))
        .filter((window) => window.end > window.start),
      blocked: new Set(settings.region?.blockedCountries ?? []),
      allowed: allowList(settings.region?.allowedIps ?? []),
      messages: settings.maintenance?.message ?? {},
    };
    compiled.set(settings, rules);
  }
  return rules;
}

/** Maintenance now: on by hand, or inside a window. `endsAt` is the end of the windows in force. */
export function maintenanceAt(rules: StatusRules, now: number): { active: boolean; endsAt: number | null } {
  let endsAt: number | null = null;
  for (const window of rules.windows) {
    if (now >= window.start && now < window.end) endsAt = Math.max(endsAt ?? 0, window.end);
  }
  // Switched on by hand: no end is known, whatever a window says.
  if (rules.manual) return { active: true, endsAt: null };
  return { active: endsAt !== null, endsAt };
}

/** The address is in a blocked country and not on the operator's allow list. */
export function regionRestricted(rules: StatusRules, ip: string, country: string | null): boolean {
  if (!country || !rules.blocked.has(country)) return false;
  const address = plainAddress(ip);
  const type = addressType(address);
  return !(type && rules.allowed.check(address, type));
}

export function systemStatus(maintenance: boolean, restricted: boolean): SystemStatus {
  if (maintenance) return SYSTEM_STATUS.maintenance;
  return restricted ? SYSTEM_STATUS.regionRestricted : SYSTEM_STATUS.normal;
}
