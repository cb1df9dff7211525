// Test helper: requests over a real socket with the request target sent exactly as written. (app.inject
// parses the URL with WHATWG URL first, which already resolves dot segments and `//host` prefixes.)
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../app';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawOptions {
  headers?: Record<string, string>;
  body?: unknown;
}

/** Listen on a free loopback port; returns a sender bound to it. */
export async function listenRaw(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return (method: string, target: string, options: RawOptions = {}) => send(port, method, target, options);
}

function send(port: number, method: string, target: string, options: RawOptions): Promise<RawResponse> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...options.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path: target, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The `code` of a failure envelope, or undefined for anything else. */
export function codeOf(response: RawResponse): string | undefined {
  try {
    return (JSON.parse(response.body) as { code?: string }).code;
  } catch {
    return undefined;
  }
}
