import { describe, expect, it } from 'vitest';
import { canOpen, sectionsFor, type Section } from './sections';

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
  it('keeps the audit log for admins', () => {
    expect(sectionsFor('admin').map((section) => section.path)).toContain('/audit');
    expect(sectionsFor('editor').map((section) => section.path)).toEqual(['/content']);
    expect(sectionsFor('reviewer')).toEqual([]);
    expect(sectionsFor('editor').map((section) => section.path)).not.toContain('/audit');
    expect(canOpen(audit, 'reviewer')).toBe(false);
  });
  it('opens the catalogue to editors and admins, not to reviewers or finance', () => {
    const paths = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((section) => section.path);
    expect(paths('editor')).toEqual(['/games', '/providers']);
    expect(paths('admin')).toEqual(expect.arrayContaining(['/games', '/providers']));
    expect(paths('reviewer')).toEqual([]);
    expect(paths('finance')).toEqual([]);
  });
});
