import type { OperatorRole } from '@lobby/contract/admin/operators';
import type { Messages } from '../locales';

/** A console section: its path under /admin/, its label and the roles besides admin that may open it. */
export interface Section {
  path: string;
  label: keyof Messages;
  roles: readonly OperatorRole[];
}

/**
 * The sections that exist, in sidebar order; only built sections are listed.
 * Roles mirror the API's requireOperator: an admin may do everything. The dashboard is the start page
 * (`/`) of the roles that may see it.
 */
export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'nav.dashboard', roles: ['finance'] },
  { path: '/members', label: 'nav.members', roles: ['reviewer', 'finance'] },
  { path: '/rewards', label: 'nav.rewards', roles: ['reviewer'] },
  { path: '/cashier', label: 'nav.cashier', roles: ['finance'] },
  { path: '/content', label: 'nav.content', roles: ['editor'] },
  { path: '/games', label: 'nav.games', roles: ['editor'] },
  { path: '/providers', label: 'nav.providers', roles: ['editor'] },
  { path: '/game-providers', label: 'nav.gameProviders', roles: ['finance'] },
  // Reviewers face members (reward applications), so they answer the chat too.
  { path: '/chat', label: 'nav.chat', roles: ['reviewer'] },
  { path: '/feedback', label: 'nav.feedback', roles: ['reviewer'] },
  { path: '/settings', label: 'nav.settings', roles: [] },
  { path: '/operators', label: 'nav.operators', roles: [] },
  { path: '/audit', label: 'nav.audit', roles: [] },
];

export function canOpen(section: Section, role: OperatorRole): boolean {
  return role === 'admin' || section.roles.includes(role);
}

/** The sections the operator's role may open, in sidebar order. */
export function sectionsFor(role: OperatorRole, sections: readonly Section[] = SECTIONS): Section[] {
  return sections.filter((section) => canOpen(section, role));
}
