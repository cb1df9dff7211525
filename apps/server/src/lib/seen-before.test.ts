import { describe, expect, it } from 'vitest';
import { SeenBefore } from './seen-before';

describe('SeenBefore', () => {
  it('says a key was asked before only from its second ask', () => {
    const seen = new SeenBefore();
    expect(seen.ask('games|dragon')).toBe(false);
    expect(seen.ask('games|dragon')).toBe(true);
    expect(seen.ask('games|dragon')).toBe(true);
    expect(seen.ask('games|drago')).toBe(false);
  });

  it('forgets a key once another takes its slot, and only then', () => {
    const others = ['a', 'b', 'c', 'd', 'e', 'f'];
    const small = new SeenBefore(2);
    const large = new SeenBefore();
    for (const seen of [small, large]) {
      seen.ask('first');
      for (const key of others) seen.ask(key);
    }
    // Two slots: one of six other keys lands on the first key's slot.
    expect(small.ask('first')).toBe(false);
    expect(large.ask('first')).toBe(true);
  });
});
