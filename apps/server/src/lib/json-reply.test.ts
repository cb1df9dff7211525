import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { JsonResponseCache } from './json-reply';

describe('JsonResponseCache', () => {
  const cache = new JsonResponseCache(60_000);
  const loads = new Map<string, number>();
  const app = Fastify();
  app.get<{ Querystring: { key: string; twice?: string } }>('/answer', (request, reply) => {
    const { key, twice } = request.query;
    return cache.send(
      reply,
      key,
      async () => {
        loads.set(key, (loads.get(key) ?? 0) + 1);
        return { key };
      },
      { keepWhenAskedTwice: twice === '1' },
    );
  });
  afterAll(() => app.close());

  const ask = async (url: string) => (await app.inject({ url })).json<{ value: { key: string } }>().value.key;

  it('keeps an answer from its first ask', async () => {
    for (let time = 0; time < 3; time += 1) expect(await ask('/answer?key=list')).toBe('list');
    expect(loads.get('list')).toBe(1);
  });

  it('keeps an answer of a key space mostly asked once only when its key is asked again', async () => {
    for (let time = 0; time < 4; time += 1) expect(await ask('/answer?key=dragon&twice=1')).toBe('dragon');
    expect(loads.get('dragon')).toBe(2);
  });
});
