import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { beforeFromSearch, detailText, toPage } from './audit-query';

const entry = (id: number): AuditEntryView => ({
  id,
  operatorId: 1,
  operatorName: 'novaadmin',
  action: 'x',
  targetType: 't',
  targetId: '1',
  detail: {},
  ip: '127.0.0.1',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('toPage', () => {
  it('shows the page size and points to the older page after its last row', () => {
    const page = toPage([entry(9), entry(8), entry(7)], 2);
    expect(page.rows.map((row) => row.id)).toEqual([9, 8]);
    expect(page.olderBefore).toBe(8);
  });
  it('has no older page when the server sent no extra row', () => {
    expect(toPage([entry(9), entry(8)], 2).olderBefore).toBeNull();
    expect(toPage([], 2)).toEqual({ rows: [], olderBefore: null });
  });
});

describe('beforeFromSearch', () => {
  it('reads a positive whole number, else the newest page', () => {
    expect(beforeFromSearch(new URLSearchParams('before=42'))).toBe(42);
    for (const bad of ['', 'before=0', 'before=-3', 'before=1.5', 'before=abc']) {
      expect(beforeFromSearch(new URLSearchParams(bad))).toBeNull();
    }
  });
});

describe('detailText', () => {
  it('lists keys with their values, objects as JSON', () => {
    expect(detailText({ username: 'eve', after: { enabled: false } })).toBe('username: eve · after: {"enabled":false}');
  });
});
