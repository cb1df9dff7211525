// Test helper: the GET routes of the OpenAPI document a walk can call as they are.

interface Operation {
  summary?: string;
  security?: unknown[];
}
export interface OpenApiDoc {
  paths: Record<string, { get?: Operation }>;
}

/**
 * An event stream never ends, so a walk that waits for each answer must leave it out. The document cannot carry
 * its content type (it has no response schema), so the streams' summaries say it: "Server-sent events of …".
 */
function isEventStream(operation: Operation): boolean {
  return operation.summary?.startsWith('Server-sent events') ?? false;
}

/** GET routes without path parameters (and, with `signedIn`, only those that take a session), streams left out. */
export function simpleReads(doc: OpenApiDoc, { signedIn = false } = {}): string[] {
  return Object.keys(doc.paths).filter((path) => {
    const operation = doc.paths[path]?.get;
    if (!operation || path.includes('{') || isEventStream(operation)) return false;
    return !signedIn || Boolean(operation.security);
  });
}
