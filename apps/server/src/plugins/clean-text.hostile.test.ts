// Hostile text into every text field of every route of the OpenAPI document: never a 5xx.
import { ADMIN_PREFIX, ENCRYPTION_SCHEME } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, encryptBytesFor, loginAs, nextAddress } from '../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../test/app';
import { bodyVariants, replaceAt, sample, stringPaths, type JsonSchema, type Path } from '../test/openapi-samples';
import { operatorSession } from '../test/operators';

/** Stands for raw bytes that JSON cannot spell; swapped for them after serialising. */
const MARK = '\u2603RAW\u2603';

interface Hostile {
  name: string;
  /** In a JSON or encrypted body. */
  text: string;
  /** In a path or query, percent-encoded. */
  url: string;
  /** Raw bytes put in place of MARK in the body. */
  bytes?: number[];
  /** Must be refused (4xx) in a body / in a URL; otherwise a clean answer (< 500) is enough. */
  refused: { body: boolean; url: boolean };
}

const HOSTILE: Hostile[] = [
  { name: 'NUL', text: 'a\u0000b', url: 'a%00b', refused: { body: true, url: true } },
  // In a URL a surrogate can only be spelt as its (invalid) UTF-8 bytes, which decode to U+FFFD.
  { name: 'lone high surrogate', text: 'a\uD800b', url: 'a%ED%A0%80b', refused: { body: true, url: false } },
  { name: 'lone low surrogate', text: '\uDC00b', url: '%ED%B0%80b', refused: { body: true, url: false } },
  {
    name: 'control characters',
    text: 'a\u0007\u001B[2J\u007F\u0085b',
    url: 'a%07%1B%5B2J%7F%C2%85b',
    refused: { body: true, url: true },
  },
  // Overlong forms of NUL and "/": Node decodes them to U+FFFD, which is clean text.
  {
    name: 'overlong UTF-8',
    text: `a${MARK}b`,
    url: 'a%C0%80%E0%80%AFb',
    bytes: [0xc0, 0x80, 0xe0, 0x80, 0xaf],
    refused: { body: false, url: false },
  },
];

interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}
type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
};

function operations(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** One place to put hostile text: a path or query parameter, or a string in one variant of the body. */
type Slot = { in: 'path' | 'query'; name: string } | { in: 'body'; variant: number; path: Path };

function slots(op: Operation, variants: unknown[]): Slot[] {
  const inUrl: Slot[] = op.parameters.map((p) => ({ in: p.in, name: p.name }));
  const inBody: Slot[] = variants.flatMap((variant, index) =>
    stringPaths(variant).map((path): Slot => ({ in: 'body', variant: index, path })),
  );
  return [...inUrl, ...inBody];
}

function urlOf(op: Operation, slot: Slot, hostile: Hostile): string {
  const encoded = (p: Parameter) =>
    slot.in === p.in && slot.name === p.name ? hostile.url : encodeURIComponent(String(sample(p.schema)));
  const byName = new Map(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encoded(byName.get(name) as Parameter));
  const query = op.parameters.filter((p) => p.in === 'query').map((p) => `${p.name}=${encoded(p)}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

function bodyOf(variants: unknown[], slot: Slot, hostile: Hostile): Buffer | undefined {
  if (variants.length === 0) return undefined;
  if (slot.in !== 'body') return Buffer.from(JSON.stringify(variants[0]));
  const json = JSON.stringify(replaceAt(variants[slot.variant], slot.path, hostile.text));
  const [before = '', after = ''] = json.split(MARK);
  return hostile.bytes
    ? Buffer.concat([Buffer.from(before), Buffer.from(hostile.bytes), Buffer.from(after)])
    : Buffer.from(json);
}

describe.each(DRIVERS)('hostile text on every route on %s', (driver) => {
  let t: TestApp;
  let tokens: { member: string; agent: string; operator: string };
  beforeAll(async () => {
    t = await createTestApp(driver);
    tokens = {
      member: (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token,
      agent: (await loginAs(t.app, DEMO.agent.username, DEMO.agent.password)).token,
      operator: (await operatorSession(t.app, 'admin')).token,
    };
  });
  afterAll(() => t.close());

  const tokenFor = (path: string) =>
    path.startsWith(ADMIN_PREFIX) ? tokens.operator : path.startsWith('/api/v1/agent/') ? tokens.agent : tokens.member;

  /** Send as JSON; a route that wants its body encrypted gets the same bytes as a JWE. */
  async function send(op: Operation, url: string, body: Buffer | undefined) {
    const headers: Record<string, string> = { authorization: `Bearer ${tokenFor(op.path)}` };
    const call = async (payload: Buffer | undefined, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: op.method as 'GET',
        url,
        remoteAddress: nextAddress(),
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}), ...extra },
        ...(payload ? { payload } : {}),
      });
    const plain = await call(body);
    if (!body || !plain.body.includes('"request.encryption.required"')) return plain;
    const jwe = JSON.stringify({ payload: await encryptBytesFor(t.app, body) });
    return call(Buffer.from(jwe), { encryption: ENCRYPTION_SCHEME });
  }

  it('answers every hostile text with a 4xx or a clean answer, never a 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    let sent = 0;
    for (const op of ops) {
      const variants = op.body ? bodyVariants(op.body) : [];
      for (const slot of slots(op, variants)) {
        for (const hostile of HOSTILE) {
          const url = urlOf(op, slot, hostile);
          const response = await send(op, url, bodyOf(variants, slot, hostile));
          sent += 1;
          const mustRefuse = slot.in === 'body' ? hostile.refused.body : hostile.refused.url;
          const status = response.statusCode;
          if (status >= 500 || (mustRefuse && (status < 400 || status >= 500))) {
            const where = slot.in === 'body' ? `body.${slot.path.join('.')}` : `${slot.in}.${slot.name}`;
            wrong.push(`${op.method} ${op.path} ${where} ${hostile.name}: ${status} ${response.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 240_000);
});
