import { describe, expect, it } from 'vitest';
import type { RegisterRule } from '../schemas/register';
import { checkRule, firstViolation, ruleMessage } from './register-rules';

const rule = (overrides: Partial<RegisterRule> = {}): RegisterRule => ({
  field: 'username',
  enabled: true,
  required: true,
  pattern: '[A-Za-z][A-Za-z0-9]*',
  min: 4,
  max: 16,
  messages: { required: 'Enter a username', pattern: 'Letters and digits', length: '(min)-(max) characters' },
  ...overrides,
});

describe('checkRule', () => {
  it('asks for a required value and lets an optional empty one pass', () => {
    expect(checkRule(rule(), '  ')).toBe('required');
    expect(checkRule(rule({ required: false }), '')).toBeNull();
  });

  it('checks length before pattern, counting characters not bytes', () => {
    expect(checkRule(rule(), 'abc')).toBe('length');
    expect(checkRule(rule(), 'a'.repeat(17))).toBe('length');
    expect(checkRule(rule({ pattern: null, min: 2, max: 3 }), 'ñüé')).toBeNull();
  });

  it('tests the pattern against the whole value', () => {
    expect(checkRule(rule(), 'player1')).toBeNull();
    expect(checkRule(rule(), '1player')).toBe('pattern');
    expect(checkRule(rule(), "ab'; DROP TABLE members;--")).toBe('length');
    expect(checkRule(rule({ max: 64 }), '<script>x</script>')).toBe('pattern');
  });

  it('lets a disabled field through and fails closed on a broken pattern', () => {
    expect(checkRule(rule({ enabled: false }), '')).toBeNull();
    expect(checkRule(rule({ pattern: '(' }), 'player1')).toBe('pattern');
  });
});

describe('ruleMessage and firstViolation', () => {
  it('fills (min) and (max)', () => {
    expect(ruleMessage(rule(), 'length')).toBe('4-16 characters');
  });

  it('names the first failing field in rule order', () => {
    const rules = [rule(), rule({ field: 'email', pattern: null, min: null, max: null })];
    expect(firstViolation(rules, { username: 'player1', email: '' })?.rule.field).toBe('email');
    expect(firstViolation(rules, { username: 'player1', email: 'a@b.co' })).toBeNull();
  });
});
