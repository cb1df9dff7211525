import type { AdminHelpItem } from '@lobby/contract/admin/help';
import { ADMIN_PATHS, type Language } from '@lobby/contract/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The help items of one language (the server sends them flat, in display order). */
export function helpQuery(language: Language) {
  return queryOptions({
    queryKey: ['help', language],
    queryFn: () => api<AdminHelpItem[]>(`${ADMIN_PATHS.help}?language=${language}`),
  });
}

/** Sections, each followed by its sub-sections, with their depth: the order the site shows them in. */
export function asTree(items: AdminHelpItem[]): { item: AdminHelpItem; depth: number }[] {
  const children = new Map<number, AdminHelpItem[]>();
  for (const item of items) {
    if (item.parentId !== null) children.set(item.parentId, [...(children.get(item.parentId) ?? []), item]);
  }
  return items
    .filter((item) => item.parentId === null)
    .flatMap((section) => [
      { item: section, depth: 0 },
      ...(children.get(section.id) ?? []).map((item) => ({ item, depth: 1 })),
    ]);
}
