import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { auditParamsSchema, auditSearch, changeRows, dayStart, detailText, toPage } from './audit-query';

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

describe('auditParamsSchema', () => {
  const read = (query: string) => auditParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
  it('reads a positive whole cursor, else the newest page', () => {
    expect(read('before=42').before).toBe(42);
    for (const bad of ['', 'before=0', 'before=-3', 'before=1.5', 'before=abc'])
      expect(read(bad).before).toBeUndefined();
  });
  it('drops a filter it cannot read instead of failing', () => {
    expect(read('operatorId=7&targetType=operator&from=2026-01-02&to=nope')).toEqual({
      operatorId: 7,
      targetType: 'operator',
      from: '2026-01-02',
    });
  });
});

describe('auditSearch', () => {
  it('asks for one more row than shown and makes the day range inclusive of its last day', () => {
    const search = auditSearch({ action: 'operator.update', from: '2026-01-02', to: '2026-01-02' }, 10);
    expect(search.get('limit')).toBe('11');
    expect(search.get('action')).toBe('operator.update');
    expect(Date.parse(search.get('to') ?? '') - Date.parse(search.get('from') ?? '')).toBe(86_400_000);
    expect(search.get('from')).toBe(dayStart('2026-01-02'));
  });
});

describe('changeRows', () => {
  it('pairs the changed fields of an update, before and after', () => {
    expect(changeRows({ before: { role: 'reviewer' }, after: { role: 'finance' } })).toEqual([
      { field: 'role', before: 'reviewer', after: 'finance' },
    ]);
  });
  it('lists the values kept when the entry has no before', () => {
    expect(changeRows({ username: 'eve', role: 'editor' })).toEqual([
      { field: 'username', before: null, after: 'eve' },
      { field: 'role', before: null, after: 'editor' },
    ]);
  });
});

describe('detailText', () => {
  it('lists keys with their values, objects as JSON', () => {
    expect(detailText({ username: 'eve', after: { enabled: false } })).toBe('username: eve · after: {"enabled":false}');
  });
});
