import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './launch-params';

describe('launch parameters', () => {
  it('reads the ticket, the language and the member’s sound setting from the fragment', () => {
    expect(readLaunchParams('#ticket=abc&language=id&sound=0')).toEqual({
      ticket: 'abc',
      language: 'id',
      sound: false,
    });
    expect(readLaunchParams('#ticket=abc&sound=1')).toMatchObject({ language: 'en', sound: true });
    // Sound stays on unless the lobby says otherwise.
    expect(readLaunchParams('#ticket=abc').sound).toBe(true);
  });
});
