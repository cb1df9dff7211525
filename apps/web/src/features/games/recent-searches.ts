import { storage } from '../../lib/storage';

/** How many recent searches a device keeps per person. */
export const RECENT_SEARCHES_MAX = 8;
const KEY_PREFIX = 'lobby.recentSearches';

/**
 * The storage key of one person's list: a member's own, and one for visitors. A shared device does not
 * show a member's searches to the next visitor, nor a visitor's to the member who signs in.
 */
export const recentSearchesKey = (userName?: string) =>
  userName ? `${KEY_PREFIX}.${userName.toLowerCase()}` : KEY_PREFIX;

const fold = (term: string) => term.trim().toLocaleLowerCase();

export function readRecentSearches(key: string): string[] {
  try {
    const value: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The list with `term` first: the same term in another case replaces the older one; the oldest fall off. */
export function withRecentSearch(list: readonly string[], term: string, max = RECENT_SEARCHES_MAX): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [...list];
  return [trimmed, ...list.filter((item) => fold(item) !== fold(trimmed))].slice(0, max);
}

export function withoutRecentSearch(list: readonly string[], term: string): string[] {
  return list.filter((item) => fold(item) !== fold(term));
}

export function writeRecentSearches(key: string, list: readonly string[]): void {
  if (list.length === 0) storage.remove(key);
  else storage.set(key, JSON.stringify(list));
}
