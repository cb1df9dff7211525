import type { AdminHelpItem } from '@lobby/contract/admin/help';
import { describe, expect, it } from 'vitest';
import { toSearch } from './content-api';
import { fromLocalInput, toLocalInput } from './content-form';
import { asTree } from './help/help-query';

const item = (id: number, parentId: number | null): AdminHelpItem => ({
  id,
  parentId,
  language: 'en',
  tag: '',
  title: `#${id}`,
  content: '',
  sort: 0,
});

describe('content helpers', () => {
  it('orders help as sections each followed by its sub-sections', () => {
    const tree = asTree([item(1, null), item(2, null), item(3, 1), item(4, 2), item(5, 1)]);
    expect(tree.map(({ item: row, depth }) => `${row.id}:${depth}`)).toEqual(['1:0', '3:1', '5:1', '2:0', '4:1']);
  });

  it('leaves empty filters out of the query string', () => {
    expect(toSearch({ type: 'PL', language: undefined, status: '', pageNo: 2 })).toBe('type=PL&pageNo=2');
  });

  it('turns an ISO instant into a datetime-local value and back to the same minute', () => {
    const iso = '2026-03-01T10:15:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});
