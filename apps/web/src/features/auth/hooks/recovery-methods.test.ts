import { describe, expect, it } from 'vitest';
import { recoveryEnabled, recoveryMethods } from './recovery-methods';

describe('forgot-password methods', () => {
  it('offers a choice when both are on, phone first', () => {
    expect(recoveryMethods({ email: true, phone: true })).toEqual({ methods: ['phone', 'email'], initial: 'phone' });
  });

  it('uses the one that is on', () => {
    expect(recoveryMethods({ email: true, phone: false })).toEqual({ methods: ['email'], initial: 'email' });
    expect(recoveryMethods({ email: false, phone: true })).toEqual({ methods: ['phone'], initial: 'phone' });
  });

  it('has no popup when neither is on', () => {
    expect(recoveryEnabled({ email: false, phone: false })).toBe(false);
    expect(recoveryEnabled({ email: true, phone: false })).toBe(true);
  });
});
