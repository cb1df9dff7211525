import type { Session } from '@lobby/contract/auth';
import { describe, expect, it } from 'vitest';
import { launchDecision } from './launch-rules';

const session = (type: number, trial: boolean): Session => ({
  token: 't',
  merchantCode: 'LUCKYNOVA',
  userName: 'someone',
  type,
  firstTimeLogin: false,
  expiresAt: '2099-01-01T00:00:00Z',
  trial,
});

describe('launchDecision', () => {
  it('sends a visitor to login', () => {
    expect(launchDecision(null)).toEqual({ kind: 'login' });
  });
  it('plays for real for any member, agents included', () => {
    for (const type of [0, 1, 2, 41])
      expect(launchDecision(session(type, false))).toEqual({ kind: 'launch', mode: 'real' });
  });
  it('plays a trial account for free only when its type is 0, 1 or 2', () => {
    for (const type of [0, 1, 2]) expect(launchDecision(session(type, true))).toEqual({ kind: 'launch', mode: 'free' });
    for (const type of [4, 40, 41]) expect(launchDecision(session(type, true))).toEqual({ kind: 'free-reject' });
  });
});
