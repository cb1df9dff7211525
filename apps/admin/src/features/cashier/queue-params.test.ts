import { describe, expect, it } from 'vitest';
import { depositParamsSchema, queueSearch, withdrawalParamsSchema } from './queue-params';

describe('the queues in the URL', () => {
  it('start on the pending items, newest first, page 1, and fall back on a hand-edited URL', () => {
    expect(depositParamsSchema.parse({})).toEqual({ status: 'pending', sort: 'createdAt', order: 'desc', page: 1 });
    expect(
      withdrawalParamsSchema.parse({
        status: 'credited',
        sort: 'x',
        order: 'up',
        page: '-1',
        channelId: 'abc',
        from: '25/11',
      }),
    ).toEqual({ status: 'pending', sort: 'createdAt', order: 'desc', page: 1 });
  });

  it('ask the API for one page, or for every matching row as CSV', () => {
    const params = depositParamsSchema.parse({
      status: 'all',
      channelId: '4',
      username: 'dewi',
      from: '2026-11-01',
      to: '2026-11-25',
      sort: 'amount',
      order: 'asc',
      page: '3',
    });
    expect(Object.fromEntries(queueSearch(params))).toEqual({
      sort: 'amount',
      order: 'asc',
      channelId: '4',
      username: 'dewi',
      from: '2026-11-01',
      to: '2026-11-25',
      pageNo: '3',
      pageSize: '20',
    });
    const csv = Object.fromEntries(queueSearch({ ...params, status: 'pending' }, 'csv'));
    expect(csv).toMatchObject({ status: 'pending', format: 'csv' });
    expect(csv).not.toHaveProperty('pageNo');
  });
});
