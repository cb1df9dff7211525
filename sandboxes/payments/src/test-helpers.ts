import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: Record<string, unknown>;
}

/**
 * A merchant's callback endpoint on a free port: it keeps every callback and answers with the next status from
 * `answers` (then 200), so a test can make it fail first.
 */
export async function startReceiver(answers: number[] = []) {
  const received: Received[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw, body: JSON.parse(raw) as Record<string, unknown> });
      response.writeHead(answers.shift() ?? 200).end();
      for (const wait of waiting.filter((w) => received.length >= w.count)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    received,
    /** Resolves once `count` callbacks have arrived in all. */
    until: (count: number) =>
      received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
