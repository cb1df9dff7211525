import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like';

describe('LIKE escaping', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('100%_sure\\')).toBe('100\\%\\_sure\\\\');
    expect(escapeLike("' OR 1=1 --")).toBe("' OR 1=1 --");
  });

  it('wraps a term for a substring match', () => {
    expect(containsPattern('drag')).toBe('%drag%');
    expect(containsPattern('%')).toBe('%\\%%');
  });
});
