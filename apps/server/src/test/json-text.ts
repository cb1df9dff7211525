import type { JsonText } from '../lib/json-reply';

/** A serialized value's JSON, as text. */
export function textOf(json: JsonText): string {
  const out = Buffer.alloc(json.length);
  json.write(out, 0);
  return out.toString();
}
