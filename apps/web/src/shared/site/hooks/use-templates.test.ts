import { describe, expect, it } from 'vitest';
import { templateVersion } from './use-templates';

describe('templates', () => {
  it("reads '1' as the new version, anything else (or no site yet) as classic", () => {
    const site = { templates: { mem_cen: '1', dep_func: '0' } as const };
    expect(templateVersion(site, 'mem_cen')).toBe('new');
    expect(templateVersion(site, 'dep_func')).toBe('classic');
    expect(templateVersion(undefined, 'mem_cen')).toBe('classic');
  });
});
