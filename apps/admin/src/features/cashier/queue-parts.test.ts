import { describe, expect, it } from 'vitest';
import { sortChange, sortingOf } from './queue-parts';

describe('a queue sort in the URL', () => {
  it('shows the URL sort on the table and turns a header click back into sort and order', () => {
    const current = sortingOf({ sort: 'createdAt', order: 'desc' });
    expect(current).toEqual([{ id: 'createdAt', desc: true }]);
    expect(sortChange(current, (old) => [{ id: old[0]!.id, desc: false }])).toEqual({
      sort: 'createdAt',
      order: 'asc',
    });
    expect(sortChange(current, [{ id: 'amount', desc: true }])).toEqual({ sort: 'amount', order: 'desc' });
    expect(sortChange(current, [])).toBeNull();
  });
});
