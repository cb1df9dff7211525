// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  RECENT_SEARCHES_MAX,
  readRecentSearches,
  recentSearchesKey,
  withRecentSearch,
  withoutRecentSearch,
  writeRecentSearches,
} from './recent-searches';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest first and keeps at most the cap', () => {
    let list: string[] = [];
    for (let i = 1; i <= RECENT_SEARCHES_MAX + 3; i++) list = withRecentSearch(list, `term ${i}`);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe(`term ${RECENT_SEARCHES_MAX + 3}`);
    expect(list).not.toContain('term 1');
  });

  it('keeps one entry per term whatever its case, the latest spelling first', () => {
    const list = withRecentSearch(withRecentSearch(withRecentSearch([], 'dragon'), 'gold'), '  DRAGON ');
    expect(list).toEqual(['DRAGON', 'gold']);
  });

  it('ignores blank terms, removes one and clears all', () => {
    const key = recentSearchesKey();
    writeRecentSearches(key, withRecentSearch(withRecentSearch([], 'fish'), '   '));
    expect(readRecentSearches(key)).toEqual(['fish']);
    writeRecentSearches(key, withoutRecentSearch(readRecentSearches(key), 'FISH'));
    expect(readRecentSearches(key)).toEqual([]);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps a member list apart from the visitors one and survives bad stored data', () => {
    writeRecentSearches(recentSearchesKey('Alice'), ['dragon']);
    expect(readRecentSearches(recentSearchesKey())).toEqual([]);
    localStorage.setItem(recentSearchesKey(), '{not json');
    expect(readRecentSearches(recentSearchesKey())).toEqual([]);
    localStorage.setItem(recentSearchesKey(), JSON.stringify(['ok', 3]));
    expect(readRecentSearches(recentSearchesKey())).toEqual(['ok']);
  });
});
