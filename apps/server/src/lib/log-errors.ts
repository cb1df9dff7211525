import { stdSerializers } from 'pino';
import { failedQuerySql } from '../db/query';

/**
 * Properties that carry the values of a query or of the row it touched: Drizzle and PGlite attach the
 * parameters, PostgreSQL's `detail` and `where` quote key and column values. Personal data, all of it.
 */
const VALUE_KEYS = new Set(['params', 'queryOptions', 'detail', 'where']);
const MAX_CAUSES = 5;

/** The stack frames of an error without its first lines, which repeat the message. */
function frames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * A copy of an error (and its causes) fit for a log: the same class and properties, but no query
 * parameters. Drizzle writes the parameters into the message too, so its message becomes the SQL alone.
 */
export function withoutQueryValues(error: Error, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_KEYS.has(key) && key !== 'cause') copy[key] = value;
  }
  copy.name = error.name;
  const query = failedQuerySql(error);
  copy.message = query === undefined ? error.message : `Failed query: ${query}`;
  copy.stack = `${error.name}: ${copy.message}\n${frames(error.stack)}`;
  if (error.cause instanceof Error && depth < MAX_CAUSES) copy.cause = withoutQueryValues(error.cause, depth + 1);
  // pino keeps only the message and stack of a cause: lift the database's error code where it shows.
  const causeCode = (error.cause as { code?: unknown } | undefined)?.code;
  if (query !== undefined && typeof causeCode === 'string') copy.code = causeCode;
  return copy;
}

/** The logger's `err` serializer: pino's own, on the copy without query values. */
export function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  // Typed as pino's; a logged `err` that is not an Error reaches here too and passes through as it is.
  return stdSerializers.err(error instanceof Error ? withoutQueryValues(error) : error);
}
