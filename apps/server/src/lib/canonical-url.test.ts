import { describe, expect, it } from 'vitest';
import { canonicalUrl, pathOf } from './canonical-url';

describe('canonicalUrl', () => {
  it.each([
    ['/api/v1/games?pageSize=1', '/api/v1/games?pageSize=1'],
    ['/%61pi/v1/games?pageSize=1', '/api/v1/games?pageSize=1'],
    ['/%61%70%69/%76%31/%67ames', '/api/v1/games'],
    ['/api/v1/inhouse%2Frounds', '/api/v1/inhouse%2Frounds'],
    ['/api/v1/a%2fb', '/api/v1/a%2Fb'],
    ['//api/v1/games', '/api/v1/games'],
    ['/api///v1//games', '/api/v1/games'],
    ['/api/v1/./games', '/api/v1/games'],
    ['/api/v1/%2e/games', '/api/v1/games'],
    ['/m/../api/v1/games', '/api/v1/games'],
    ['/m/%2E%2E/api/v1/games', '/api/v1/games'],
    ['/../../api/v1/games', '/api/v1/games'],
    ['/api/v1/games/..', '/api/v1/'],
    ['/m/', '/m/'],
    ['/m', '/m'],
    ['/', '/'],
    ['//', '/'],
    ['/m/game/%E6%B8%B8%20x', '/m/game/%E6%B8%B8%20x'],
    ['/API/v1/games', '/API/v1/games'],
    ['/api/v1/games#x?y=1', '/api/v1/games'],
    ['/api/v1/games?q=/../%61#f', '/api/v1/games?q=/../%61'],
    ['http://evil.example/api/v1/games?x=1', '/api/v1/games?x=1'],
    ['HTTPS://evil.example', '/'],
    ['/api/v1/bad%zz', '/api/v1/bad%zz'],
    ['*', '*'],
  ])('%s is %s', (url, canonical) => {
    expect(canonicalUrl(url)).toBe(canonical);
    expect(canonicalUrl(canonical)).toBe(canonical);
  });

  it('takes the path of a URL', () => {
    expect(pathOf('/api/v1/games?x=/y')).toBe('/api/v1/games');
    expect(pathOf('/api/v1/games')).toBe('/api/v1/games');
  });
});
