import type { OperatorRole } from '@lobby/contract/admin/operators';
import type { Messages } from '../locales';

/** A console section: its path under /admin/, its label and the roles besides admin that may open it. */
export interface Section {
  path: string;
  label: keyof Messages;
  roles: readonly OperatorRole[];
}

/**
 * The sections that exist, in sidebar order. Only built sections are listed: the others
 * (dashboard, members, content, games, settings, chat, operators) arrive with their screens.
 * Roles mirror the API's requireOperator: an admin may do everything.
 */
export const SECTIONS: readonly Section[] = [
  // Reviewers face members (reward applications), so they answer the chat too.
  { path: '/chat', label: 'nav.chat', roles: ['reviewer'] },
  { path: '/audit', label: 'nav.audit', roles: [] },
];

export function canOpen(section: Section, role: OperatorRole): boolean {
  return role === 'admin' || section.roles.includes(role);
}

/** The sections the operator's role may open, in sidebar order. */
export function sectionsFor(role: OperatorRole, sections: readonly Section[] = SECTIONS): Section[] {
  return sections.filter((section) => canOpen(section, role));
}
