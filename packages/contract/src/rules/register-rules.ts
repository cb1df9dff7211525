import type { RegisterRule } from '../schemas/register';

type RuleViolation = 'required' | 'pattern' | 'length';

/**
 * Check one value against a merchant's field rule (spec §5). Empty values pass unless the
 * field is required; disabled fields always pass. Server and popup both run this.
 */
export function checkRule(rule: RegisterRule, raw: string | undefined | null): RuleViolation | null {
  if (!rule.enabled) return null;
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? 'required' : null;
  const length = [...value].length;
  if ((rule.min !== null && length < rule.min) || (rule.max !== null && length > rule.max)) return 'length';
  if (rule.pattern !== null && !safeTest(rule.pattern, value)) return 'pattern';
  return null;
}

/** The rule's message for a violation, with (min) and (max) filled in. */
export function ruleMessage(rule: RegisterRule, violation: RuleViolation): string {
  return rule.messages[violation]
    .replaceAll('(min)', String(rule.min ?? 0))
    .replaceAll('(max)', String(rule.max ?? ''));
}

/** The first failing rule of a form, in the rules' order (the field that gets focus). */
export function firstViolation(
  rules: readonly RegisterRule[],
  values: Partial<Record<string, string | undefined>>,
): { rule: RegisterRule; violation: RuleViolation } | null {
  for (const rule of rules) {
    const violation = checkRule(rule, values[rule.field]);
    if (violation) return { rule, violation };
  }
  return null;
}

/** A broken pattern from the operator fails closed rather than throwing. */
function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return false;
  }
}
