import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, buildUrl } from './api-client';

function respond(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('leaves out empty values and joins lists with commas', () => {
    expect(
      buildUrl('/api/v1/games', {
        gameType: 'RNG',
        gameName: '',
        vassalage: ['PG', 'JL'],
        isNew: undefined,
        pageNo: 2,
      }),
    ).toBe('/api/v1/games?gameType=RNG&vassalage=PG%2CJL&pageNo=2');
    expect(buildUrl('/api/v1/site')).toBe('/api/v1/site');
  });
});

describe('apiGet', () => {
  it('unwraps the success envelope', async () => {
    respond({ success: true, value: { list: [1, 2] } });
    await expect(apiGet('/x')).resolves.toEqual({ list: [1, 2] });
  });

  it('throws an ApiError with the code, status and field of a failure', async () => {
    respond({ success: false, code: 'request.invalid', message: 'bad', field: 'pageSize' }, 400);
    const error = await apiGet('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'request.invalid', status: 400, field: 'pageSize' });
  });

  it('treats an unknown code as a system error', async () => {
    respond({ success: false, code: 'made.up', message: '?' }, 500);
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 'system.error' });
  });

  it('reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 'network' });
  });

  it('reports an unreadable body as a system error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 'system.error', status: 502 });
  });
});
