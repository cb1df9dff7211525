import type { AdminHelpItem, HelpItemCreate, HelpItemUpdate } from '@lobby/contract/admin/help';
import type { Language } from '@lobby/contract/core';
import type { HelpResponse, HelpSection, HelpTag } from '@lobby/contract/help';
import { ApiError } from '../../lib/envelope';
import { sanitizeContent } from '../../lib/sanitize-html';
import type { Actor } from '../audit/audit.repository';
import type { AuditedWrites } from '../audit/audited-write';
import type { HelpRepository, HelpRow } from './help.repository';

/** Sections with their sub-sections, in display order; a sub-section whose section is gone is left out. */
export function toSections(rows: readonly HelpRow[]): HelpSection[] {
  const sections = rows
    .filter((row) => row.parentId === null)
    .map((row): HelpSection => ({ id: row.id, title: row.title, tag: row.tag, content: row.content, children: [] }));
  const byId = new Map(sections.map((section) => [section.id, section]));
  for (const row of rows) {
    if (row.parentId === null) continue;
    byId.get(row.parentId)?.children.push({ id: row.id, title: row.title, tag: row.tag, content: row.content });
  }
  return sections;
}

function toAdmin(row: HelpRow): AdminHelpItem {
  return {
    id: row.id,
    language: row.language as Language,
    parentId: row.parentId,
    tag: row.tag,
    title: row.title,
    content: row.content,
    sort: row.sort,
  };
}

export function createHelpService(repository: HelpRepository, audited: AuditedWrites) {
  return {
    /**
     * The navigation list in `language`, or in the site's default language when there is no help in
     * that one (a new language is usable before every page is translated).
     */
    async navigation(
      merchantCode: string,
      language: Language,
      fallback: Language,
      tag?: HelpTag,
    ): Promise<HelpResponse> {
      let served = language;
      let rows = await repository.byLanguage(merchantCode, language);
      if (rows.length === 0 && fallback !== language) {
        served = fallback;
        rows = await repository.byLanguage(merchantCode, fallback);
      }
      const sections = toSections(rows);
      return { language: served, sections: tag ? sections.filter((section) => section.tag === tag) : sections };
    },

    async list(merchantCode: string, language?: Language): Promise<AdminHelpItem[]> {
      return (await repository.list(merchantCode, language)).map(toAdmin);
    },

    async create(actor: Actor, body: HelpItemCreate): Promise<AdminHelpItem> {
      const content = sanitizeContent(body.content, 'content');
      const row = await audited.create(
        actor,
        'help',
        (scope) => repository.insert(scope, { ...body, content }),
        ({ language, parentId, tag, title }) => ({ language, parentId, tag, title }),
      );
      if (!row) {
        throw new ApiError('request.invalid', 'parentId must name a section in the same language', 'parentId');
      }
      return toAdmin(row);
    },

    async update(actor: Actor, id: number, body: HelpItemUpdate): Promise<AdminHelpItem> {
      const changes =
        body.content === undefined ? body : { ...body, content: sanitizeContent(body.content, 'content') };
      const row = await audited.update(
        actor,
        'help',
        (scope) => repository.update(scope, id, changes),
        () => ({ fields: Object.keys(changes) }),
      );
      if (!row) throw new ApiError('resource.not.found');
      return toAdmin(row);
    },

    async remove(actor: Actor, id: number): Promise<{ removed: number[] }> {
      const item = await audited.remove(
        actor,
        'help',
        async (scope) => {
          const removed = await repository.remove(scope, id);
          return removed.length === 0 ? undefined : { id, removed };
        },
        ({ removed }) => ({ removed }),
      );
      if (!item) throw new ApiError('resource.not.found');
      return { removed: item.removed };
    },
  };
}
export type HelpService = ReturnType<typeof createHelpService>;
