import { ApiError } from './envelope';

/**
 * Text PostgreSQL can store and a screen can show. U+0000 is refused by PostgreSQL in text and jsonb,
 * and a lone surrogate has no UTF-8 form, so either makes the query fail; other control characters
 * (C0 but tab, line feed and carriage return; DEL; C1) mean nothing in any field of this API.
 * With the `u` flag a surrogate pair is one code point, so `\p{Cs}` matches only a lone surrogate.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const FORBIDDEN = /[\p{Cs}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- as above, to mask them in a reported key
const FORBIDDEN_ALL = /[\p{Cs}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

export function isCleanText(text: string): boolean {
  return !FORBIDDEN.test(text);
}

/** The refusal of unclean text, naming the field. */
export function uncleanTextError(field: string, where = field): ApiError {
  return new ApiError('request.text.invalid', `${where}: contains a character that is not allowed`, field);
}

interface Pending {
  value: unknown;
  key?: string | number;
  parent?: Pending;
}

function pathOf(node: Pending): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Pending | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/** A parsed object: JSON, form or query (whose parser gives objects of its own prototype), not a Buffer. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/**
 * The path to the first string, value or key, of a parsed request part that is not clean text;
 * undefined when every one is. Walks with its own stack: a deeply nested JSON body cannot overflow it.
 * A bad key is reported with its bad characters masked, so the answer and the log stay clean.
 */
export function findUncleanText(value: unknown): (string | number)[] | undefined {
  const stack: Pending[] = [{ value }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const current = node.value;
    if (typeof current === 'string') {
      if (!isCleanText(current)) return pathOf(node);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: node });
    } else if (isPlainObject(current)) {
      const entries = Object.entries(current);
      const badKey = entries.find(([key]) => !isCleanText(key));
      if (badKey) return [...pathOf(node), badKey[0].replace(FORBIDDEN_ALL, '\uFFFD')];
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return undefined;
}
