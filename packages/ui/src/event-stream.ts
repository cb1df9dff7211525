/** How long to wait before following a dropped stream again. */
const RETRY_MS = 3_000;

export interface EventStreamOptions<E> {
  /** Headers of each (re)connection, read again every time (a renewed session token). */
  headers: () => Record<string, string>;
  onEvent: (event: E) => void;
  /** After each (re)connection: a chance to reload what was missed while the stream was down. */
  onOpen?: () => void;
  /** When a connection that was open ends (it is followed again shortly). */
  onDrop?: () => void;
  signal: AbortSignal;
}

/** The JSON `data:` payloads of the complete events in `buffer`, and what is left of it. */
export function parseEvents(buffer: string): { data: unknown[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const data = blocks.flatMap((block) =>
    block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => JSON.parse(line.slice(5).trim()) as unknown),
  );
  return { data, rest };
}

/**
 * Follow a server-sent event stream with fetch rather than EventSource, so it carries the
 * Authorization header. It reconnects after a drop until `signal` aborts; a 401 or 403 stops it.
 */
export async function followEventStream<E>(url: string, options: EventStreamOptions<E>): Promise<void> {
  const { signal } = options;
  while (!signal.aborted) {
    try {
      const response = await fetch(url, { headers: { accept: 'text/event-stream', ...options.headers() }, signal });
      if (response.status === 401 || response.status === 403) return;
      if (response.ok && response.body) {
        options.onOpen?.();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          const { data, rest } = parseEvents(buffer + chunk.value);
          buffer = rest;
          for (const event of data) options.onEvent(event as E);
        }
        options.onDrop?.();
      }
    } catch {
      options.onDrop?.();
      if (signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
