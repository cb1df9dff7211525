import { describe, expect, it } from 'vitest';
import type { MerchantSettings } from '../../db/schema/index';
import { maintenanceAt, regionRestricted, statusRules, systemStatus } from './status-rules';

const base: MerchantSettings = { languages: ['en'], defaultLanguage: 'en', logoUrl: '', flags: {} };

describe('status rules', () => {
  it('reads maintenance from the switch and from windows (end exclusive)', () => {
    const rules = statusRules({
      ...base,
      maintenance: {
        active: false,
        windows: [
          { startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-01T02:00:00Z' },
          { startsAt: '2026-01-01T01:00:00Z', endsAt: '2026-01-01T03:00:00Z' },
        ],
        message: {},
      },
    });
    expect(maintenanceAt(rules, Date.parse('2025-12-31T23:59:59Z')).active).toBe(false);
    expect(maintenanceAt(rules, Date.parse('2026-01-01T01:30:00Z'))).toEqual({
      active: true,
      endsAt: Date.parse('2026-01-01T03:00:00Z'),
    });
    expect(maintenanceAt(rules, Date.parse('2026-01-01T03:00:00Z')).active).toBe(false);
    const manual = statusRules({ ...base, maintenance: { active: true, windows: [], message: {} } });
    expect(maintenanceAt(manual, 0)).toEqual({ active: true, endsAt: null });
  });

  it('restricts a blocked country unless the address is allowed, exactly or by range', () => {
    const rules = statusRules({
      ...base,
      region: { blockedCountries: ['ID'], allowedIps: ['36.66.0.1', '2001:db8::/32', 'not-an-ip'] },
    });
    expect(regionRestricted(rules, '36.66.0.2', 'ID')).toBe(true);
    expect(regionRestricted(rules, '36.66.0.1', 'ID')).toBe(false);
    expect(regionRestricted(rules, '::ffff:36.66.0.1', 'ID')).toBe(false);
    expect(regionRestricted(rules, '2001:db8::5', 'ID')).toBe(false);
    expect(regionRestricted(rules, '8.8.8.8', 'US')).toBe(false);
    expect(regionRestricted(rules, '10.0.0.1', null)).toBe(false);
  });

  it('parses a settings object once', () => {
    const settings = { ...base };
    expect(statusRules(settings)).toBe(statusRules(settings));
  });

  it('orders the statuses as the spec does: maintenance, then region', () => {
    expect(systemStatus(false, false)).toBe(0);
    expect(systemStatus(true, true)).toBe(1);
    expect(systemStatus(false, true)).toBe(2);
  });
});
