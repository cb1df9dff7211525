// Test helper: read a server-sent event stream of a server in another process.
import { get, type IncomingMessage } from 'node:http';

/**
 * Open an event stream (server-sent events) and resolve with its first event once `opened` has run; the
 * stream is closed after it. Over node:http on a connection of its own, so closing it ends the stream at once.
 */
export async function firstEvent(url: string, token: string, opened: () => Promise<unknown>): Promise<unknown> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}` }, agent: false }, resolve).on('error', reject);
  });
  if (response.statusCode !== 200) throw new Error(`event stream answered ${response.statusCode}`);
  response.setEncoding('utf8');
  const event = new Promise<unknown>((resolve, reject) => {
    let buffer = '';
    response.on('data', (chunk: string) => {
      buffer += chunk;
      const data = buffer.split('\n').find((line) => line.startsWith('data: '));
      if (data) resolve(JSON.parse(data.slice(6)));
    });
    response.on('end', () => reject(new Error('stream ended')));
  });
  try {
    await opened();
    return await event;
  } finally {
    response.destroy();
  }
}
