import { describe, expect, it } from 'vitest';
import { memberParamsSchema, membersParamsSchema } from './list-params';

describe('membersParamsSchema', () => {
  it('reads the URL, falling back value by value on a hand-edited one', () => {
    expect(
      membersParamsSchema.parse({ q: 'nova', status: 'disabled', sort: 'balance', order: 'asc', page: '3' }),
    ).toEqual({
      q: 'nova',
      status: 'disabled',
      sort: 'balance',
      order: 'asc',
      page: 3,
    });
    expect(membersParamsSchema.parse({ status: 'gone', kind: 'boss', sort: 'password', page: '-1' })).toEqual({
      sort: 'created',
      order: 'desc',
      page: 1,
    });
  });
});

describe('memberParamsSchema', () => {
  it('opens the profile unless a known tab is named', () => {
    expect(memberParamsSchema.parse({}).tab).toBe('profile');
    expect(memberParamsSchema.parse({ tab: 'ledger', kind: 'bet' })).toMatchObject({ tab: 'ledger', kind: 'bet' });
    expect(memberParamsSchema.parse({ tab: 'secrets', kind: 'gift' })).toMatchObject({
      tab: 'profile',
      kind: undefined,
    });
  });
});
