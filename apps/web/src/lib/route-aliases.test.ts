import { describe, expect, it } from 'vitest';
import { aliasTarget } from './route-aliases';

describe('route aliases', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html'])('%s goes home', (path) => {
    expect(aliasTarget(path)).toBe('/m/home');
  });

  it('maps the fish and jili aliases to their pages', () => {
    expect(aliasTarget('/m/fish-games')).toBe('/m/fishing-games');
    expect(aliasTarget('/m/jili')).toBe('/m/jili-games');
  });

  it('leaves other paths alone', () => {
    expect(aliasTarget('/m/home')).toBeNull();
    expect(aliasTarget('/m/slot-games')).toBeNull();
  });
});
