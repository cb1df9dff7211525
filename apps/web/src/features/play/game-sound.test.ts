import { describe, expect, it } from 'vitest';
import { withGameSound } from './game-sound';

describe('the game sound flag', () => {
  it('rides in the fragment of an in-house game and in the query of another', () => {
    expect(withGameSound('/games/#ticket=t1&language=en', false)).toBe('/games/#ticket=t1&language=en&sound=0');
    expect(withGameSound('https://provider.test/play?g=1', true)).toBe('https://provider.test/play?g=1&sound=1');
    expect(withGameSound('https://provider.test/play', false)).toBe('https://provider.test/play?sound=0');
  });
});
