import { describe, expect, it } from 'vitest';
import { canOpen, SECTIONS, sectionsFor, type Section } from './sections';

const audit: Section = { path: '/audit', label: 'nav.audit', roles: [] };
const content: Section = { path: '/content', label: 'nav.audit', roles: ['editor'] };

describe('sectionsFor', () => {
  it('gives an admin every section, in order', () => {
    expect(sectionsFor('admin', [audit, content])).toEqual([audit, content]);
  });
  it('gives other roles only the sections that name them', () => {
    expect(sectionsFor('editor', [audit, content])).toEqual([content]);
    expect(sectionsFor('reviewer', [audit, content])).toEqual([]);
  });
  it('gives each role its sections of the console, and the audit log to admins only', () => {
    const paths = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((section) => section.path);
    expect(paths('admin')).toEqual(SECTIONS.map((section) => section.path));
    expect(paths('editor')).toEqual(['/content', '/games', '/providers']);
    expect(paths('reviewer')).toEqual(['/members', '/rewards', '/chat', '/feedback']);
    expect(paths('finance')).toEqual(['/', '/members', '/cashier', '/game-providers']);
    expect(canOpen(audit, 'reviewer')).toBe(false);
  });
});
