// Test helper: plausible values for the schemas of an OpenAPI document, and the places text goes in them.

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export type Path = (string | number)[];

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000001';

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (schema.format === 'uuid') return SAMPLE_UUID;
  const length = Math.max(schema.minLength ?? 0, Math.min(8, schema.maxLength ?? 8));
  return 'abcd1234'.repeat(Math.ceil(length / 8) + 1).slice(0, length);
}

function sampleNumber(schema: JsonSchema): number {
  if (typeof schema.minimum === 'number') return Math.max(schema.minimum, Math.min(1, schema.minimum + 1));
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  return 1;
}

/** A value the schema plausibly accepts: the first enum value or option, every property, one array item. */
export function sample(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return sample(option);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part) as object)) as unknown;
  switch (schema.type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}));
    default:
      return sampleObject(schema);
  }
}

function sampleObject(schema: JsonSchema): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) value[key] = sample(property);
  if (typeof schema.additionalProperties === 'object') value.en = sample(schema.additionalProperties);
  return value;
}

/** The paths of every string in a sampled value: where hostile text is put. */
export function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** A deep copy of `value` with `replacement` at `path`. */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** Each variant of a top-level body (a oneOf or anyOf is sent once per option). */
export function bodyVariants(schema: JsonSchema): unknown[] {
  const options = schema.oneOf ?? schema.anyOf;
  return options ? options.map((option) => sample(option)) : [sample(schema)];
}
